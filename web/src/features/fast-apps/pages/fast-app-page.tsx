import { FAST_APP_ICON, FAST_APP_LINK_MAX, fastAppsResource, type FastAppView, LIMITS } from '@tis/contracts';
import { Input, Typography } from 'antd';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { exactImageSize, FileUpload, StoredImage, type UploadedFile } from '../../../shared/widgets/file-upload';
import './fast-app-page.css';

/** An icon is a PNG of exactly 96 x 96 pixels (the server checks the stored file again). */
const ICON_TYPES = ['png'] as const;
const checkSize = exactImageSize(FAST_APP_ICON);

const NEW_APP = { sortNo: 0 };

/** The dialog holds the stored icon as the upload's value. */
const editValues = (row: FastAppView) => ({
  appIcon: [{ id: row.id, originalName: row.appIcon.split('/').pop() ?? row.appName, contentType: 'image/png', size: 0, url: row.appIcon }],
});
const bodyValues = (values: Record<string, unknown>) => ({
  ...values,
  appIcon: (values.appIcon as UploadedFile[] | undefined)?.[0]?.url ?? '',
  link: typeof values.link === 'string' ? values.link.trim() : values.link,
});

/** The upload of the icon (a 96 x 96 PNG) with the preview of the chosen one. */
function IconInput({ value, onChange }: { value?: UploadedFile[]; onChange?: (files: UploadedFile[]) => void }) {
  const { t } = useText();
  const { width, height } = FAST_APP_ICON;
  return (
    <>
      <FileUpload category="image" accept={ICON_TYPES} maxBytes={LIMITS.imageBytes} check={checkSize} value={value} onChange={onChange} />
      <Typography.Text type="secondary">{t('fastApp.field.appIconHint', { width, height })}</Typography.Text>
      {value?.[0] && <StoredImage src={value[0].url} alt={t('fastApp.field.appIcon')} className="tis-fast-app-preview" />}
    </>
  );
}

/** /FastAPP: the common applications the home page shows as tiles (icon exactly 96 x 96 PNG, spec section 9). */
export function FastAppPage() {
  return (
    <ResourcePage
      resource={fastAppsResource}
      newValues={NEW_APP}
      editValues={editValues}
      bodyValues={bodyValues}
      cells={{ appIcon: (row) => <StoredImage src={row.appIcon} alt={row.appName} className="tis-fast-app-thumb" /> }}
      inputs={{
        appIcon: () => <IconInput />,
        link: () => <Input maxLength={FAST_APP_LINK_MAX} placeholder="/BulletinList" data-testid="fast-app-link" />,
      }}
      rules={{
        appIcon: [{ required: true, type: 'array', min: 1, message: <Text k="validation.fastApp.iconRequired" /> }],
      }}
    />
  );
}
