import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';

export interface NewOrderPillProps {
  /** Refs of the orders the kitchen should accept now (domain/kitchenAttention.ts isNewForKitchen). */
  refs: readonly number[];
  /**
   * The first list is still loading: what it brings is not an arrival (the orders already
   * waiting when the console opens are in front of the vendor).
   * @default false
   */
  loading?: boolean;
}

// The console's sticky header above and its bottom navigation below hide this much of the window.
const HIDDEN_TOP = 72;
const HIDDEN_BOTTOM = 64;

const cardOf = (ref: number) => document.querySelector<HTMLElement>(`article[data-order-ref="${ref}"]`);

/** Where an order's card is: on screen, above it or below it (or not drawn: filtered out). */
function whereIs(ref: number): 'shown' | 'above' | 'below' | 'absent' {
  const card = cardOf(ref);
  if (!card) return 'absent';
  const box = card.getBoundingClientRect();
  if (box.bottom <= HIDDEN_TOP) return 'above';
  if (box.top >= window.innerHeight - HIDDEN_BOTTOM) return 'below';
  return 'shown';
}

/**
 * '1 new order ↑' (issue 25 item 4): an order that became new while its card is off screen (the
 * vendor scrolled down to what is cooking) shows a pill under the header; a tap scrolls to it.
 * It goes once the card is seen, or the order is no longer new.
 */
export function NewOrderPill({ refs, loading = false }: NewOrderPillProps) {
  const known = useRef<ReadonlySet<number> | null>(null);
  const [arrivals, setArrivals] = useState<readonly number[]>([]);
  const [, rerender] = useState(0);

  // Measured after the new card is drawn: only an arrival out of view needs the pill.
  useEffect(() => {
    if (loading) return;
    const before = known.current;
    known.current = new Set(refs);
    const fresh = before ? refs.filter((ref) => !before.has(ref) && whereIs(ref) !== 'shown') : [];
    setArrivals((list) => {
      const still = list.filter((ref) => refs.includes(ref));
      return fresh.length === 0 && still.length === list.length ? list : [...still, ...fresh];
    });
  }, [refs, loading]);

  // Scrolling to it by hand counts as seeing it.
  useEffect(() => {
    if (arrivals.length === 0) return;
    const onScroll = () => {
      setArrivals((list) => {
        const unseen = list.filter((ref) => whereIs(ref) !== 'shown');
        return unseen.length === list.length ? list : unseen;
      });
      rerender((n) => n + 1);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [arrivals.length]);

  const target = arrivals.find((ref) => whereIs(ref) !== 'absent');
  if (target === undefined) return null;
  const up = whereIs(target) === 'above';
  const count = arrivals.length;
  return (
    <Button
      variant="contained"
      color="primary"
      aria-label={`${count} new order${count === 1 ? '' : 's'}: show`}
      onClick={() => {
        cardOf(target)?.scrollIntoView({ block: 'center' });
        setArrivals([]);
      }}
      sx={{
        position: 'fixed',
        top: HIDDEN_TOP + 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        minHeight: 44,
        borderRadius: 999,
        px: 2.5,
        fontSize: '1rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        boxShadow: 6,
      }}
    >
      {count} new order{count === 1 ? '' : 's'} {up ? '↑' : '↓'}
    </Button>
  );
}
