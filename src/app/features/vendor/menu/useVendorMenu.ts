import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { MenuFormField } from '../../../../components/vendor/MenuItemForm/MenuItemForm';
import type { MenuItemFormValues } from '../../../../domain/menuItemSchema';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_BIG_MESSAGE,
  UPLOAD_TYPES_MESSAGE,
} from '../../../../domain/uploadedPicture';
import type { MenuChangeView, VendorMenuItem } from '../../../../domain/vendorMenuApi';
import { ApiError } from '../../../api/client';
import { createMenuItem, reorderMenu, updateMenuItem, uploadMenuPicture } from '../../../api/vendorMenu';
import { refreshMenuAtom } from '../../../state/publicReads';
import { vendorMenu } from '../../../state/vendorConsole';
import { consoleTokenAtom } from '../../../state/consoleSession';
import { failureDetail } from '../../../api/consoleFailure';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const FORM_FIELDS: MenuFormField[] = ['name', 'desc', 'price', 'category'];
const NO_ITEMS: VendorMenuItem[] = [];
const NO_CHANGES: MenuChangeView[] = [];

/**
 * The Menu tab's state and calls: the vendor's list and history (`vendorMenu` in
 * state/vendorConsole), the open form, moves, show/hide and uploads. Every change reads the history again and refreshes the console's own copy of the
 * public menu (the sold-out switches name packages from it).
 */
export function useVendorMenu(onDenied: () => void) {
  const token = useAtomValue(consoleTokenAtom);
  const menu = useAtomValue(vendorMenu.value);
  const refresh = useSetAtom(vendorMenu.refresh);
  const putMenu = useSetAtom(vendorMenu.put);
  const items = menu?.items ?? NO_ITEMS;
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [formErrors, setFormErrors] = useState<Partial<Record<MenuFormField, string>>>({});
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const refreshPublicMenu = useSetAtom(refreshMenuAtom);

  const failed = useCallback(
    (what: string, err: unknown) => {
      const detail = failureDetail(err, onDenied);
      if (detail !== null) setError(`${what}: ${detail}.`);
    },
    [onDenied],
  );

  const reload = useCallback(async () => {
    try {
      await refresh({ token });
    } catch (err) {
      failed('The menu could not be read', err);
    }
  }, [token, refresh, failed]);

  useEffect(() => {
    const abort = new AbortController();
    refresh({ token, signal: abort.signal })
      .catch((err: unknown) => failed('The menu could not be read', err))
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [token, refresh, failed]);

  const afterChange = useCallback(async () => {
    await Promise.all([reload(), refreshPublicMenu()]);
  }, [reload, refreshPublicMenu]);

  const edit = useCallback((id: number | 'new' | null) => {
    setEditing(id);
    setFormErrors({});
    setUploadError('');
    setError('');
  }, []);

  // Sends a picture for a package; true when it is in. The server checks the content; these
  // spare a phone the upload of a file it would refuse.
  const sendPicture = useCallback(
    async (id: number, file: File): Promise<boolean> => {
      if (file.size > UPLOAD_MAX_BYTES) return (setUploadError(UPLOAD_TOO_BIG_MESSAGE), false);
      if (!PICTURE_TYPES.includes(file.type)) return (setUploadError(UPLOAD_TYPES_MESSAGE), false);
      setUploading(true);
      setUploadError('');
      try {
        const updated = await uploadMenuPicture(token, id, file);
        putMenu(
          (now) => now && { ...now, items: now.items.map((item) => (item.id === id ? updated : item)) },
        );
        return true;
      } catch (err) {
        const detail = failureDetail(err, onDenied, 'The upload failed. Please try again.');
        if (detail !== null) setUploadError(detail);
        return false;
      } finally {
        setUploading(false);
      }
    },
    [token, onDenied, putMenu],
  );

  const save = useCallback(
    async (values: MenuItemFormValues, picture?: File) => {
      if (editing === null) return;
      setSaving(true);
      setFormErrors({});
      setError('');
      try {
        if (editing === 'new') {
          const created = await createMenuItem(token, values);
          // The picture chosen in the add form goes with it (issue 25 item 6). Refused, the
          // package is kept and its own form opens with the reason, to try another picture.
          if (picture && !(await sendPicture(created.id, picture))) {
            setEditing(created.id);
            await afterChange();
            return;
          }
        } else await updateMenuItem(token, editing, values);
        setEditing(null);
        await afterChange();
      } catch (err) {
        const fields = err instanceof ApiError ? err.fields : {};
        const onForm = Object.fromEntries(FORM_FIELDS.flatMap((f) => (fields[f] ? [[f, fields[f]]] : [])));
        if (Object.keys(onForm).length > 0) setFormErrors(onForm);
        else failed('The package could not be saved', err);
      } finally {
        setSaving(false);
      }
    },
    [editing, token, afterChange, failed, sendPicture],
  );

  const busy = useCallback(
    async (id: number, action: () => Promise<unknown>, what: string) => {
      setBusyIds((ids) => [...ids, id]);
      setError('');
      try {
        await action();
        await afterChange();
      } catch (err) {
        failed(what, err);
      } finally {
        setBusyIds((ids) => ids.filter((other) => other !== id));
      }
    },
    [afterChange, failed],
  );

  const move = useCallback(
    (id: number, by: -1 | 1) => {
      const ids = items.map((item) => item.id);
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      void busy(id, () => reorderMenu(token, ids), 'The package could not be moved');
    },
    [items, token, busy],
  );

  const toggleVisible = useCallback(
    (id: number, visible: boolean) =>
      void busy(id, () => updateMenuItem(token, id, { visible }), 'The package could not be changed'),
    [token, busy],
  );

  const upload = useCallback(
    async (id: number, file: File) => {
      if (await sendPicture(id, file)) await afterChange();
    },
    [sendPicture, afterChange],
  );

  return {
    items,
    changes: menu?.changes ?? NO_CHANGES,
    loading,
    error,
    editing,
    saving,
    formErrors,
    busyIds,
    uploading,
    uploadError,
    edit,
    save,
    move,
    toggleVisible,
    upload,
  };
}
