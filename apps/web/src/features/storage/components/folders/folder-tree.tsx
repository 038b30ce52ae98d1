import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { parentPath, type TreeNode, visibleNodes } from './folder-tree-model.ts';

interface FolderTreeProps {
  root: TreeNode;
  /** The chosen parent's path ('' for the top level). */
  selected: string;
  onSelect: (path: string) => void;
}

/**
 * The folders as a tree (WAI-ARIA tree pattern): one tab stop; arrows move, Right opens or enters, Left closes
 * or goes up, Home and End jump, Enter or Space chooses the parent of the new folder.
 */
export function FolderTree({ root, selected, onSelect }: FolderTreeProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['']));
  const [focused, setFocused] = useState(selected);
  const items = useRef(new Map<string, HTMLLIElement>());
  // The chosen item is always in view: a folder just created under a closed one opens its parents.
  useEffect(() => {
    setExpanded((set) => {
      const next = new Set(set);
      for (let path = parentPath(selected); path; path = parentPath(path)) next.add(path);
      return next.size === set.size ? set : next;
    });
  }, [selected]);
  const shown = visibleNodes(root, expanded);
  const current = shown.find((node) => node.path === focused) ?? root;

  const focus = (path: string) => {
    setFocused(path);
    items.current.get(path)?.focus();
  };
  const toggle = (path: string, open: boolean) =>
    setExpanded((set) => {
      const next = new Set(set);
      if (open) next.add(path);
      else next.delete(path);
      return next;
    });
  const choose = (node: TreeNode) => {
    onSelect(node.path);
    setFocused(node.path);
    if (node.children.length > 0) toggle(node.path, !expanded.has(node.path) || node.path !== selected);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = shown.indexOf(current);
    const open = expanded.has(current.path);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focus(shown[Math.min(index + 1, shown.length - 1)]?.path ?? current.path),
      ArrowUp: () => focus(shown[Math.max(index - 1, 0)]?.path ?? current.path),
      Home: () => focus(root.path),
      End: () => focus(shown[shown.length - 1]?.path ?? root.path),
      ArrowRight: () => {
        if (current.children.length === 0) return;
        if (!open) toggle(current.path, true);
        else focus(current.children[0]?.path ?? current.path);
      },
      ArrowLeft: () => {
        if (open && current.children.length > 0) toggle(current.path, false);
        else if (current !== root) focus(parentPath(current.path));
      },
      Enter: () => onSelect(current.path),
      ' ': () => onSelect(current.path),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Box
      component="ul"
      role="tree"
      aria-label="Folders"
      onKeyDown={onKeyDown}
      sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, py: 0.5 }}
    >
      {shown.map((node) => {
        const hasChildren = node.children.length > 0;
        const open = expanded.has(node.path);
        const isSelected = node.path === selected;
        return (
          <Box
            component="li"
            role="treeitem"
            key={node.path || '/'}
            ref={(element: HTMLLIElement | null) => {
              if (element) items.current.set(node.path, element);
              else items.current.delete(node.path);
            }}
            tabIndex={node.path === current.path ? 0 : -1}
            aria-level={node.level}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={isSelected}
            onClick={() => choose(node)}
            onFocus={() => setFocused(node.path)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              py: 0.75,
              pr: 1,
              pl: 1 + (node.level - 1) * 2,
              cursor: 'pointer',
              bgcolor: isSelected ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Box aria-hidden sx={{ display: 'flex', width: 24, color: 'text.secondary' }}>
              {hasChildren &&
                (open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
            </Box>
            <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
              {open && hasChildren ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
            </Box>
            <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {node.name}
              {node.folder && node.folder.displayName !== node.name && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${node.folder.displayName})`}
                </Typography>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
