import { execFileSync } from 'node:child_process';

/** Resident memory in MB of a process and all its descendants (tsx runs the script in a child). */
export function treeRssMb(pid: number) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of rows) {
      if (child !== undefined && parent !== undefined && tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  const kb = rows.filter(([child]) => child !== undefined && tree.has(child)).reduce((sum, row) => sum + (row[2] ?? 0), 0);
  return kb / 1024;
}
