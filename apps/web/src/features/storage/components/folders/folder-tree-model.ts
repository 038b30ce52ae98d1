import type { StorageFolder } from '@atrium/domain/storage/storage.schemas.ts';

/** One segment of a folder path; `folder` is set where a folder configuration sits at that path. */
export interface TreeNode {
  path: string;
  name: string;
  level: number;
  children: TreeNode[];
  folder?: StorageFolder;
}

/** The tree of every folder's base path, under one top-level root whose path is ''. */
export function buildFolderTree(folders: readonly StorageFolder[]): TreeNode {
  const root: TreeNode = { path: '', name: 'Top level', level: 1, children: [] };
  const sorted = [...folders].sort((a, b) => a.basePath.localeCompare(b.basePath));
  for (const folder of sorted) {
    let node = root;
    for (const segment of folder.basePath.split('/').filter(Boolean)) {
      const path = node.path ? `${node.path}/${segment}` : segment;
      let child = node.children.find((c) => c.path === path);
      if (!child) {
        child = { path, name: segment, level: node.level + 1, children: [] };
        node.children.push(child);
      }
      node = child;
    }
    node.folder = folder;
  }
  return root;
}

/** The items a reader can reach now: the root, and the children of every expanded item, in order. */
export function visibleNodes(root: TreeNode, expanded: ReadonlySet<string>): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (node: TreeNode) => {
    out.push(node);
    if (expanded.has(node.path)) for (const child of node.children) walk(child);
  };
  walk(root);
  return out;
}

/** The path one level up ('a/b' gives 'a', 'a' gives the root ''). */
export function parentPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}
