import { MenuEditor } from '../../../../components/vendor/MenuEditor/MenuEditor';
import { useVendorMenu } from './useVendorMenu';

export interface VendorMenuFeatureProps {
  /** The console's clock (epoch ms): the history's times. */
  now: number;
  /** The API no longer takes the session's token as a vendor's. */
  onDenied: () => void;
}

/** The console's Menu tab (issue 16): MenuEditor wired to the vendor's menu calls. */
export function VendorMenuFeature({ now, onDenied }: VendorMenuFeatureProps) {
  const menu = useVendorMenu(onDenied);
  return (
    <MenuEditor
      items={menu.items}
      changes={menu.changes}
      editing={menu.editing}
      saving={menu.saving}
      formErrors={menu.formErrors}
      busyIds={menu.busyIds}
      uploading={menu.uploading}
      uploadError={menu.uploadError}
      loading={menu.loading}
      error={menu.error}
      now={now}
      onEdit={menu.edit}
      onNew={() => menu.edit('new')}
      onCancel={() => menu.edit(null)}
      onSave={(values, picture) => void menu.save(values, picture)}
      onMove={menu.move}
      onToggleVisible={menu.toggleVisible}
      onUpload={(id, file) => void menu.upload(id, file)}
    />
  );
}
