import { atom } from 'jotai';
import { sameJson, serverValue } from './serverData';

/**
 * The packages the vendor marked sold out (GET /api/menu/sold-out), as last read. The menu cards
 * and the cart refuse them; the server refuses an order holding one (409) all the same, so a
 * list a little out of date costs a message, never a wrong order. Held in the app's one pattern
 * (serverData); the status poll puts it every 5 s, publicReads.ts reads it when the cart opens
 * and at checkout.
 */
export const soldOutIds = serverValue<readonly number[], readonly number[]>('soldOutIds', [], sameJson);

export const soldOutIdsAtom = soldOutIds.value;

/**
 * What checkout last said about packages it could not sell as the cart held them: sold out or off
 * the menu (the server's 409 detail, or the packages that left the cart once the menu was read
 * again), or repriced since the cart was filled; '' for nothing. The customer's next change to the
 * cart ends it (CartFeature).
 */
export const soldOutNoticeAtom = atom('');
soldOutNoticeAtom.debugLabel = 'soldOutNotice';
