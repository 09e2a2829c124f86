import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MenuItem } from '../../../domain/menu';
import {
  NOT_READY_CHOICE_LABELS,
  NOT_READY_CHOICES,
  soldOutIds,
  stillHolds,
  untilText,
  type NotReadyChoice,
} from '../../../domain/kitchenSwitches';
import type { SoldOutEntry, VendorDeliveryStatus, VendorFoodStatus } from '../../../domain/vendorSettingsApi';
import { ConsoleSwitch } from '../ConsoleSwitch/ConsoleSwitch';

/** What the vendor chose for the food switch. */
export type FoodChange = { status: 'ready' } | { status: 'not-ready'; for: NotReadyChoice };
/** What the vendor chose for the delivery switch: the same timed choices as food. */
export type DeliveryChange = { status: 'available' } | { status: 'not-available'; for: NotReadyChoice };

export interface StatusSwitchesProps {
  /** The food switch: ready, or not ready (with when it switches itself back). */
  food: VendorFoodStatus;
  /** The delivery switch: available, or off (with when it switches itself back). */
  delivery: VendorDeliveryStatus;
  /**
   * Packages marked sold out, each with when it comes back.
   * @default []
   */
  soldOut?: readonly SoldOutEntry[];
  /** The packages that can be marked sold out: the stored menu. */
  items: readonly MenuItem[];
  /** The current time (epoch ms): an entry past its end no longer shows as sold out. */
  now: number;
  /**
   * A food-switch call is under way.
   * @default false
   */
  foodBusy?: boolean;
  /**
   * A delivery-switch call is under way.
   * @default false
   */
  deliveryBusy?: boolean;
  /**
   * Ids of packages with a sold-out call under way.
   * @default []
   */
  soldOutBusyIds?: readonly number[];
  /**
   * Why sold out cannot be set right now (e.g. the server does not support it yet): shown under
   * the heading, and every sold-out toggle is disabled. Empty when it can.
   * @default ''
   */
  soldOutNote?: string;
  /**
   * A sentence saying which switch could not be changed (or that they could not be read).
   * @default ''
   */
  error?: string;
  /**
   * The switches have been read at least once. Until then no switch is drawn: one drawn on or off
   * would tell the vendor something nobody knows (food ready, delivery on, nothing sold out).
   * @default true
   */
  known?: boolean;
  /** Food ready again, or not ready for a while (raised once the vendor picks how long). */
  onFoodChange: (change: FoodChange) => void;
  /** Delivery on again, or off for a while (raised once the vendor picks how long). */
  onDeliveryChange: (change: DeliveryChange) => void;
  /** Marks a package sold out (until the kitchen next opens) or back on sale. */
  onSoldOutChange: (id: number, soldOut: boolean) => void;
}

const bigSwitchLabel = { '& .MuiFormControlLabel-label': { fontSize: '1.25rem', fontWeight: 700 } } as const;

const forHowLong = (choice: NotReadyChoice) =>
  choice === 'tomorrow' ? 'until tomorrow' : `for ${NOT_READY_CHOICE_LABELS[choice]}`;

interface PauseSwitchProps {
  id: string;
  label: string;
  /** On (food ready, delivery available), or a pause still holding. */
  open: boolean;
  busy: boolean;
  caption: string;
  question: string;
  choiceLabel: (choice: NotReadyChoice) => string;
  onOpen: () => void;
  onPause: (choice: NotReadyChoice) => void;
}

/**
 * One switch that pauses for a while: turning it off asks for how long (30 min, 1 h, until
 * tomorrow) and sends nothing until the vendor picks; turning it on sends at once.
 */
function PauseSwitch({
  id,
  label,
  open,
  busy,
  caption,
  question,
  choiceLabel,
  onOpen,
  onPause,
}: PauseSwitchProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <FormControlLabel
        control={
          <ConsoleSwitch
            checked={open && !choosing}
            disabled={busy}
            onChange={(event) => {
              if (event.target.checked) {
                setChoosing(false);
                if (!open) onOpen();
              } else setChoosing(true);
            }}
            slotProps={{ input: { 'aria-describedby': `${id}-caption` } }}
          />
        }
        label={label}
        sx={bigSwitchLabel}
      />
      <Typography
        id={`${id}-caption`}
        sx={{ color: open ? 'text.secondary' : 'error.main', fontWeight: 700 }}
      >
        {caption}
      </Typography>
      {choosing && open && (
        <Box
          role="group"
          aria-labelledby={`${id}-pause-title`}
          sx={{ mt: 1.5, p: 1.5, bgcolor: 'primary.light', borderRadius: 3 }}
        >
          <Typography id={`${id}-pause-title`} sx={{ fontWeight: 700, mb: 1 }}>
            {question}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {NOT_READY_CHOICES.map((choice) => (
              <Button
                key={choice}
                variant="contained"
                color="secondary"
                aria-label={choiceLabel(choice)}
                onClick={() => {
                  setChoosing(false);
                  onPause(choice);
                }}
              >
                {NOT_READY_CHOICE_LABELS[choice]}
              </Button>
            ))}
            <Button variant="text" color="secondary" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}

/**
 * The kitchen's switches: food ready or not and delivery on or off, each pausable for 30 min, 1 h
 * or until tomorrow, then back by itself; and sold out per package.
 */
export function StatusSwitches({
  food,
  delivery,
  soldOut = [],
  items,
  now,
  foodBusy = false,
  deliveryBusy = false,
  soldOutBusyIds = [],
  soldOutNote = '',
  error = '',
  known = true,
  onFoodChange,
  onDeliveryChange,
  onSoldOutChange,
}: StatusSwitchesProps) {
  const ready = food.status === 'ready' || !stillHolds(food.until, now);
  const deliveryOn = delivery.status === 'available' || !stillHolds(delivery.until, now);
  const soldOutNow = soldOutIds(soldOut, now);
  const foodCaption = ready
    ? 'Customers can order.'
    : `Not ready ${untilText(food.until, now) || 'until switched back'}: checkout shows ‘Food Is Not Ready’.`;
  const deliveryCaption = deliveryOn
    ? 'Customers can choose delivery.'
    : `Pickup only ${untilText(delivery.until, now) || 'until switched back'}: delivery is switched off.`;

  return (
    <Paper
      component="section"
      aria-labelledby="switches-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: 5 }}
    >
      <Typography id="switches-title" component="h2" variant="h2" gutterBottom>
        Kitchen
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {known ? (
        <KnownSwitches
          {...{ ready, deliveryOn, foodCaption, deliveryCaption, foodBusy, deliveryBusy, soldOutNote }}
          {...{
            items,
            soldOut,
            soldOutNow,
            soldOutBusyIds,
            now,
            onFoodChange,
            onDeliveryChange,
            onSoldOutChange,
          }}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{SWITCHES_NOT_KNOWN}</Typography>
      )}
    </Paper>
  );
}

/** What the switches say until they are first read (the server down as the console opens). */
export const SWITCHES_NOT_KNOWN =
  'Food, delivery and sold out: not known until the console reaches the server.';

type KnownSwitchesProps = Pick<
  StatusSwitchesProps,
  'items' | 'now' | 'onFoodChange' | 'onDeliveryChange' | 'onSoldOutChange'
> &
  Required<
    Pick<StatusSwitchesProps, 'soldOut' | 'foodBusy' | 'deliveryBusy' | 'soldOutBusyIds' | 'soldOutNote'>
  > & {
    ready: boolean;
    deliveryOn: boolean;
    foodCaption: string;
    deliveryCaption: string;
    soldOutNow: ReadonlySet<number>;
  };

/** The food and delivery switches and the sold-out list, once the switches have been read. */
function KnownSwitches({
  ready,
  deliveryOn,
  foodCaption,
  deliveryCaption,
  foodBusy,
  deliveryBusy,
  soldOutNote,
  items,
  soldOut,
  soldOutNow,
  soldOutBusyIds,
  now,
  onFoodChange,
  onDeliveryChange,
  onSoldOutChange,
}: KnownSwitchesProps) {
  return (
    <>
      <PauseSwitch
        id="food"
        label="Food ready"
        open={ready}
        busy={foodBusy}
        caption={foodCaption}
        question="Not ready for how long? It switches back by itself."
        choiceLabel={(choice) => `Not ready ${forHowLong(choice)}`}
        onOpen={() => onFoodChange({ status: 'ready' })}
        onPause={(choice) => onFoodChange({ status: 'not-ready', for: choice })}
      />

      <Divider sx={{ my: 2 }} />

      <PauseSwitch
        id="delivery"
        label="Delivery available"
        open={deliveryOn}
        busy={deliveryBusy}
        caption={deliveryCaption}
        question="Delivery off for how long? It switches back by itself."
        choiceLabel={(choice) => `Delivery off ${forHowLong(choice)}`}
        onOpen={() => onDeliveryChange({ status: 'available' })}
        onPause={(choice) => onDeliveryChange({ status: 'not-available', for: choice })}
      />

      <Divider sx={{ my: 2 }} />

      <Typography component="h3" variant="h4">
        Sold out
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        A sold-out package is back on sale tomorrow morning, or when switched back.
      </Typography>
      {soldOutNote && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {soldOutNote}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => {
          const isSoldOut = soldOutNow.has(item.id);
          const entry = soldOut.find((e) => e.id === item.id);
          const captionId = `sold-out-${item.id}-caption`;
          return (
            <Box
              component="li"
              key={item.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, textDecoration: isSoldOut ? 'line-through' : 'none' }}>
                  {item.name}
                </Typography>
                {isSoldOut && (
                  <Typography id={captionId} variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
                    Sold out {untilText(entry?.until, now) || 'until switched back'}
                  </Typography>
                )}
              </Box>
              <ConsoleSwitch
                checked={isSoldOut}
                color="error"
                disabled={soldOutNote !== '' || soldOutBusyIds.includes(item.id)}
                onChange={(event) => onSoldOutChange(item.id, event.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': `${item.name} sold out`,
                    ...(isSoldOut ? { 'aria-describedby': captionId } : {}),
                  },
                }}
              />
            </Box>
          );
        })}
      </Box>
    </>
  );
}
