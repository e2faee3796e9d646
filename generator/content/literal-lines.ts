/**
 * Where each value of a data file's exported literals is written, so a problem found in the loaded
 * value can name its line: `projects.1.title` is the line of the second project's title.
 */
import { parse } from '@babel/parser';
import type { Expression } from '@babel/types';

/** Each exported literal's values by path (`projects.1.title`), with the line each starts on. */
export function literalLines(source: string): ReadonlyMap<string, number> {
  const lines = new Map<string, number>();
  const visit = (node: Expression, path: string) => {
    lines.set(path, node.loc?.start.line ?? 0);
    if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') visit(node.expression, path);
    else if (node.type === 'ArrayExpression') {
      for (const [index, element] of node.elements.entries()) {
        if (!element) continue;
        // A spread's items cannot be counted from the source: later indexes would be wrong.
        if (element.type === 'SpreadElement') {
          lines.set(`${path}.${index}`, element.loc?.start.line ?? 0);
          break;
        }
        visit(element, `${path}.${index}`);
      }
    } else if (node.type === 'ObjectExpression') {
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed) continue;
        const { key } = property;
        const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null;
        // In an object literal a value is an expression (patterns are for destructuring).
        if (name !== null) visit(property.value as Expression, `${path}.${name}`);
      }
    }
  };
  let program: ReturnType<typeof parse>['program'];
  try {
    program = parse(source, { sourceType: 'module', plugins: ['typescript'] }).program;
  } catch {
    // esbuild compiled the file, so this is a parser's disagreement: problems are named by file alone.
    return lines;
  }
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of statement.declaration.declarations) {
      if (id.type === 'Identifier' && init) visit(init, id.name);
    }
  }
  return lines;
}
