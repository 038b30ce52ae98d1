import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

interface CardGridProps<Item> {
  /** The list's accessible name, e.g. 'Forms'. */
  label: string;
  items: readonly Item[];
  /** From which width three cards stand in a row. */
  threeFrom?: 'md' | 'lg';
  children: (item: Item) => ReactNode;
}

/** A list of cards: one a row on phones, two on tablets, three on wide screens. */
export function CardGrid<Item extends { id: string }>({
  label,
  items,
  threeFrom = 'lg',
  children,
}: CardGridProps<Item>) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, [threeFrom]: 4 }} component="li">
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}
