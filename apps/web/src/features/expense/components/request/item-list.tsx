import { formatRupees } from '@atrium/domain/expense/money.ts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type FormItem, itemDetails, itemHeading } from './item-draft.ts';

interface ItemListProps {
  items: readonly FormItem[];
  onEdit: (item: FormItem) => void;
  onRemove: (item: FormItem) => void;
}

/** The items added so far, each with its amount, Edit and Remove; the total under them. */
export function ItemList({ items, onEdit, onRemove }: ItemListProps) {
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <>
      <List aria-label="Expense items" disablePadding>
        {items.map((item, index) => {
          const heading = itemHeading(item);
          const name = `item ${index + 1}, ${heading}`;
          return (
            <ListItem
              key={item.key}
              divider
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {heading}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {itemDetails(item)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', mr: 0.5 }}>
                  {formatRupees(item.amount)}
                </Typography>
                <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(item)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={`Remove ${name}`} onClick={() => onRemove(item)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            </ListItem>
          );
        })}
      </List>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, pt: 1.5 }}
        role="status"
        aria-live="polite"
      >
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="request-total">
          {formatRupees(total)}
        </Typography>
      </Box>
    </>
  );
}
