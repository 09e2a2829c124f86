import { atom } from 'jotai';
import { serverValue, type Held, type ServerRead } from './serverData';

/**
 * The read that refreshes `held`: resolves with the fresh answer. A failure rejects and the last
 * answer stays (the caller says what it means), unless `kept` is given: then the failure goes to
 * `kept` and the read resolves with the last answer (the storefront's public reads, which may
 * fail offline and carry on).
 */
export function serverRead<T, Args = ServerRead>(
  label: string,
  held: Held<T>,
  read: (args: Args) => Promise<T>,
  kept?: (error: unknown) => void,
) {
  const refresh = atom(null, async (get, set, args: Args): Promise<T> => {
    try {
      const fresh = await read(args);
      // An answer to a cancelled read is stale: a newer read is on its way.
      if (!(args as Partial<ServerRead> | undefined)?.signal?.aborted) set(held.put, fresh);
      return fresh;
    } catch (error) {
      if (!kept) throw error;
      kept(error);
      return get(held.value);
    }
  });
  refresh.debugLabel = `${label}/refresh`;
  return refresh;
}

/** serverValue with its serverRead: the console's data, read by its own calls. */
export function serverData<T>(label: string, read: (args: ServerRead) => Promise<T>) {
  const held = serverValue<T>(label);
  return { ...held, refresh: serverRead(label, held, read) };
}
