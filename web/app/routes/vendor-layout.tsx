import { vendorMenu } from '@web/config/navigation';
import { AreaLayout } from './area-layout';

/** Loaded with the first screen of the area, so sign-in pages do not carry the menus. */
export function Component() {
  return <AreaLayout title="Vendor Portal" heading="Vendor Portal" menu={vendorMenu} />;
}
