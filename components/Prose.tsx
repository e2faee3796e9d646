import type { Block, Inline, Prose as ProseText } from '../data/prose';
import { ExternalLink } from './ExternalLink';

/**
 * The owner's Markdown (data/*.md), drawn as plain elements that take their look from the element
 * around them. Links to other sites open in a new tab, like every external link on the site.
 */
export function Prose({ text }: { text: ProseText }) {
  return <Blocks blocks={text.blocks} />;
}

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return (
          <p key={index}>
            <Inlines nodes={block.children} />
          </p>
        );
      case 'blockquote':
        return (
          <blockquote key={index}>
            <Blocks blocks={block.children} />
          </blockquote>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Blocks blocks={item} />
              </li>
            ))}
          </List>
        );
      }
      default:
        return assertNever(block);
    }
  });
}

/** Every kind of node is drawn: a new kind in data/prose.ts is a type error here. */
function assertNever(node: never): never {
  throw new Error(`Prose cannot draw ${JSON.stringify(node)}`);
}

function Inlines({ nodes }: { nodes: readonly Inline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'break':
        return <br key={index} />;
      case 'emphasis':
      case 'strong': {
        const Tag = node.type === 'emphasis' ? 'em' : 'strong';
        return (
          <Tag key={index}>
            <Inlines nodes={node.children} />
          </Tag>
        );
      }
      case 'link':
        return /^https?:/i.test(node.href) ? (
          <ExternalLink key={index} href={node.href}>
            <Inlines nodes={node.children} />
          </ExternalLink>
        ) : (
          <a key={index} href={node.href}>
            <Inlines nodes={node.children} />
          </a>
        );
      default:
        return assertNever(node);
    }
  });
}
