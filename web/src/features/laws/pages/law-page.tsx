import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { DatePicker, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { LAW_EXPORT_PATH, LAW_FILE_MAX_BYTES, LAW_FILE_TYPES, LAW_STATE, lawsResource, type LawView } from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { LockButton, toPageParams } from '../../../shared/admin';
import { ListExportButton, ResourcePage } from '../../../shared/resource';
import { FileUpload, formatSize, type UploadedFile } from '../../../shared/widgets/file-upload';
import { isPreviewable, openLawFile } from '../law-file';

const DAY_FORMAT = 'YYYY-MM-DD';
/** A regulation added now is a new one (lawState 2) in force from today unless told otherwise. */
const newValues = () => ({ lawState: LAW_STATE.new, effectiveDate: dayjs().format(DAY_FORMAT) });

/** The dialog holds the stored file as the upload's value. */
const editValues = (row: LawView) => ({ fileUrl: [{ id: row.id, originalName: row.fileName, contentType: '', size: 0, url: row.fileUrl }] });
function bodyValues(values: Record<string, unknown>) {
  const [file] = (values.fileUrl as UploadedFile[] | undefined) ?? [];
  return { ...values, fileUrl: file?.url ?? '', fileName: file?.originalName ?? '' };
}

const STATE_COLOURS: Record<number, string> = { [LAW_STATE.repealed]: 'default', [LAW_STATE.valid]: 'blue', [LAW_STATE.new]: 'green' };

function StateTag({ state }: { state: number }) {
  const { t } = useText();
  const label = state === 0 || state === 1 || state === 2 ? t(`laws.state.${state}`) : String(state);
  return <Tag color={STATE_COLOURS[state]}>{label}</Tag>;
}

/** The day the regulation takes effect, held as 'YYYY-MM-DD'. */
function DayInput({ value, onChange }: { value?: string; onChange?: (day: string) => void }) {
  return <DatePicker format={DAY_FORMAT} value={value ? dayjs(value) : null} onChange={(day) => onChange?.(day ? day.format(DAY_FORMAT) : '')} data-testid="law-effective-date" />;
}

/** The upload of the regulation's one file (pdf, doc, docx, xls, xlsx; the server checks its bytes again). */
function FileInput({ value, onChange }: { value?: UploadedFile[]; onChange?: (files: UploadedFile[]) => void }) {
  const { t } = useText();
  return (
    <>
      <FileUpload category="document" accept={LAW_FILE_TYPES} maxBytes={LAW_FILE_MAX_BYTES} value={value} onChange={onChange} />
      <Typography.Text type="secondary">{t('laws.field.fileHint', { size: formatSize(LAW_FILE_MAX_BYTES) })}</Typography.Text>
    </>
  );
}

/** The file's name with Preview (a PDF, in the browser) and Download. */
function FileCell({ row }: { row: LawView }) {
  const { t } = useText();
  const open = async (mode: 'preview' | 'download'): Promise<void> => {
    try {
      await openLawFile(row, mode);
    } catch {
      clientEnvironment().notifier.message('error', t('laws.file.failed'));
    }
  };
  return (
    <Space size={4} wrap>
      <Typography.Text ellipsis={{ tooltip: row.fileName }}>{row.fileName}</Typography.Text>
      {isPreviewable(row) && (
        <LockButton type="link" size="small" icon={<EyeOutlined />} onClick={() => void open('preview')} data-testid="law-preview">
          {t('laws.file.preview')}
        </LockButton>
      )}
      <LockButton type="link" size="small" icon={<DownloadOutlined />} onClick={() => void open('download')} data-testid="law-download">
        {t('laws.file.download')}
      </LockButton>
    </Space>
  );
}

/**
 * /Laws: regulations and standards (spec sections 1, 4 and 5). Every reader of the page lists them
 * by keyword (code or title) and state, previews a PDF and downloads any file, and exports the
 * list; adding, editing and deleting show only to roles with the create, edit and delete actions.
 */
export function LawPage() {
  return (
    <ResourcePage
      resource={lawsResource}
      dialogWidth={720}
      dialogColumns={2}
      newValues={newValues}
      editValues={editValues}
      bodyValues={bodyValues}
      cells={{
        lawState: (row) => <StateTag state={row.lawState} />,
        fileName: (row) => <FileCell row={row} />,
      }}
      inputs={{
        effectiveDate: () => <DayInput />,
        fileUrl: () => <FileInput />,
      }}
      rules={{
        effectiveDate: [{ required: true, message: <Text k="validation.required" /> }],
        fileUrl: [{ required: true, type: 'array', min: 1, message: <Text k="validation.laws.fileRequired" /> }],
      }}
      toolbar={(query) => <ListExportButton exportPath={LAW_EXPORT_PATH} params={toPageParams(query)} fileName="regulations" testId="law-export" />}
    />
  );
}
