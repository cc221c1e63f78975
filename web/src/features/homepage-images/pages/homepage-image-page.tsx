import { HOMEPAGE_IMAGE_LINK_MAX, HOMEPAGE_IMAGE_SIZE, HOMEPAGE_IMAGE_SORT_MAX, homepageImagesResource, type HomepageImageView, linkTarget, LIMITS } from '@tis/contracts';
import { DatePicker, Input, InputNumber, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { exactImageSize, FileUpload, StoredImage, type UploadedFile } from '../../../shared/widgets/file-upload';
import './homepage-image-page.css';

const DAY_FORMAT = 'YYYY-MM-DD';
/** Image types a homepage image may have (the server reads the size of these). */
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;
const checkSize = exactImageSize(HOMEPAGE_IMAGE_SIZE);

type Period = [string | null, string | null];

/** A new image shows at once, first. */
const NEW_IMAGE = { sortNo: 0, enabled: true };

/** The dialog holds the stored image as the upload's value and the period as one range (over startDate). */
const editValues = (row: HomepageImageView) => ({
  imageUrl: [{ id: row.id, originalName: row.imageUrl.split('/').pop() ?? row.title, contentType: '', size: 0, url: row.imageUrl }],
  startDate: [row.startDate, row.endDate],
});
function bodyValues(values: Record<string, unknown>) {
  const [startDate, endDate] = (values.startDate as Period | undefined) ?? [null, null];
  const link = typeof values.link === 'string' ? values.link.trim() : '';
  return { ...values, imageUrl: (values.imageUrl as UploadedFile[] | undefined)?.[0]?.url ?? '', link: link || null, startDate, endDate };
}

function periodText(row: HomepageImageView, always: string): string {
  if (!row.startDate && !row.endDate) return always;
  return `${row.startDate ?? '…'} ~ ${row.endDate ?? '…'}`;
}

/** The upload of the image (exactly 1600 x 400) with the preview of the chosen one. */
function ImageInput({ value, onChange }: { value?: UploadedFile[]; onChange?: (files: UploadedFile[]) => void }) {
  const { t } = useText();
  const { width, height } = HOMEPAGE_IMAGE_SIZE;
  return (
    <>
      <FileUpload category="image" accept={IMAGE_TYPES} maxBytes={LIMITS.imageBytes} check={checkSize} value={value} onChange={onChange} />
      <Typography.Text type="secondary">{t('homepageImages.field.imageHint', { width, height })}</Typography.Text>
      {value?.[0] && <StoredImage src={value[0].url} alt={t('homepageImages.field.image')} className="tis-homepage-image-preview" />}
    </>
  );
}

/** The days the image shows: either end may stay open. */
function PeriodInput({ value, onChange }: { value?: Period; onChange?: (period: Period) => void }) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      format={DAY_FORMAT}
      value={value ? [value[0] ? dayjs(value[0]) : null, value[1] ? dayjs(value[1]) : null] : null}
      onChange={(days: [Dayjs | null, Dayjs | null] | null) => onChange?.([days?.[0]?.format(DAY_FORMAT) ?? null, days?.[1]?.format(DAY_FORMAT) ?? null])}
      data-testid="homepage-image-period"
    />
  );
}

/** /MainpageImageList: the images of the home page's carousel (exactly 1600 x 400, spec section 9). */
export function HomepageImagePage() {
  const { t } = useText();
  const required = { required: true, message: <Text k="validation.required" /> };
  return (
    <ResourcePage
      resource={homepageImagesResource}
      // The home page's carousel.
      invalidates={['HomepageImage']}
      dialogWidth={720}
      newValues={NEW_IMAGE}
      editValues={editValues}
      bodyValues={bodyValues}
      cells={{
        imageUrl: (row) => <StoredImage src={row.imageUrl} alt={row.title} className="tis-homepage-image-thumb" />,
        enabled: (row) => (row.enabled ? <Tag color="green">{t('homepageImages.enabled.yes')}</Tag> : <Tag>{t('homepageImages.enabled.no')}</Tag>),
        startDate: (row) => periodText(row, t('homepageImages.field.periodOpen')),
      }}
      inputs={{
        imageUrl: () => <ImageInput />,
        link: () => <Input maxLength={HOMEPAGE_IMAGE_LINK_MAX} placeholder="/BulletinList" data-testid="homepage-image-link" />,
        sortNo: () => <InputNumber min={0} max={HOMEPAGE_IMAGE_SORT_MAX} precision={0} data-testid="homepage-image-sort" />,
        startDate: () => <PeriodInput />,
      }}
      rules={{
        imageUrl: [{ required: true, type: 'array', min: 1, message: <Text k="validation.homepageImage.imageRequired" /> }],
        // Empty opens nothing; the server checks an https site against the allowed ones.
        link: [{ validator: (_rule, value?: string) => (!value?.trim() || linkTarget(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.homepageImage.link')))) }],
        sortNo: [required],
        startDate: [],
      }}
    />
  );
}
