import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DishLine } from '../DishLine/DishLine';
import type { CartLine } from '../../domain/cart';
import { MAX_QUANTITY_PER_ITEM } from '../../domain/constants';
import { formatNaira } from '../../domain/money';

export interface CartLineItemProps extends CartLine {
  /** The vendor marked this item sold out: it says so and cannot be increased. */
  soldOut: boolean;
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
}

/** One line of the cart: picture, name, price each, the quantity stepper and the line's total. */
export function CartLineItem({
  item,
  quantity,
  lineTotal,
  soldOut,
  onIncrease,
  onDecrease,
  onRemove,
}: CartLineItemProps) {
  return (
    <DishLine
      item={item}
      removeLabel={`Remove ${item.name}`}
      badge={soldOut && <Chip label="Sold out" color="error" size="small" sx={{ mt: 0.25 }} />}
      onRemove={onRemove}
    >
      <Typography variant="body2" color="text.secondary">
        {formatNaira(item.price)} each
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
        <Stack direction="row" className="Bukka-stepper" sx={{ alignItems: 'center' }}>
          <IconButton aria-label={`Decrease ${item.name}`} onClick={() => onDecrease(item.id)}>
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography component="span" aria-label={`Quantity of ${item.name}`} role="status">
            {quantity}
          </Typography>
          <IconButton
            aria-label={`Increase ${item.name}`}
            // Less or none of a sold-out package is still the customer's choice; more is not.
            disabled={soldOut || quantity >= MAX_QUANTITY_PER_ITEM}
            onClick={() => onIncrease(item.id)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Typography component="p" variant="h5">
          {formatNaira(lineTotal)}
        </Typography>
      </Stack>
    </DishLine>
  );
}
