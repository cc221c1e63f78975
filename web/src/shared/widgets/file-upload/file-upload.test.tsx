import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { envelopeAnswer, renderWithFakeServer, type FakeHandler } from '../../../test/fake-server';
import { exactImageSize, FileUpload, fileProblem, formatSize, uploadOutcome, type FileUploadProps, type UploadedFile } from './index';

const USER = { userCode: 'u-oem', userName: 'Han Meimei', userType: 'oem' };
const MB = 1024 * 1024;
const STORED: UploadedFile = { id: 'f-1', originalName: 'publish.xlsx', contentType: 'application/vnd.ms-excel', size: 4, url: '/tis/file/uploads/2026/01/f-1.xlsx' };
const UPLOAD_PATH = '/tis/api/fileconverter/upload?category=document';

function file(name: string, size = 4): File {
  const f = new File(['data'], name, { type: '' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function renderUpload(props: FileUploadProps, handler: FakeHandler = () => undefined) {
  const onChange = vi.fn<(files: UploadedFile[]) => void>();
  const server = renderWithFakeServer(<FileUpload onChange={onChange} {...props} />, { handler, signedInAs: USER });
  // rc-upload renders a new <input> after each choice.
  const input = () => document.querySelector<HTMLInputElement>('.tis-file-upload input[type="file"]')!;
  const choose = (f: File) => fireEvent.change(input(), { target: { files: [f] } });
  return { ...server, onChange, input, choose };
}

describe('upload rules (spec section 5)', () => {
  it('checks the screen’s types and size before sending', () => {
    const limits = { accept: ['xlsx', 'xls'], maxBytes: 10 * MB };
    expect(fileProblem(file('Publish.XLSX'), limits)).toBeNull();
    expect(fileProblem(file('publish.csv'), limits)).toEqual({ key: 'widgets.upload.wrongType', params: { types: 'xlsx, xls' } });
    expect(fileProblem(file('publish.xls', 10 * MB + 1), limits)).toEqual({ key: 'widgets.upload.tooLarge', params: { size: '10 MB' } });
    expect(fileProblem(file('anything.bin', 150 * MB), { maxBytes: 150 * MB })).toBeNull();
    expect([formatSize(150 * MB), formatSize(5000 * 1024), formatSize(1000)]).toEqual(['150 MB', '5000 KB', '1000 B']);
  });

  it('turns empty data, code -1 and the system-error text into the upload-failed message', () => {
    const failed = { ok: false, message: { key: 'error.uploadFailed' } };
    expect(uploadOutcome({ data: STORED })).toEqual({ ok: true, file: STORED });
    expect(uploadOutcome({ data: null })).toEqual(failed);
    expect(uploadOutcome({ data: '' })).toEqual(failed);
    expect(uploadOutcome({ data: {} })).toEqual(failed);
    expect(uploadOutcome({ data: { code: '-1', mesg: 'x', data: null } })).toEqual(failed);
    expect(uploadOutcome({ data: { code: -1, mesg: 'x', data: { url: '/tis/file/a' } } })).toEqual(failed);
    expect(uploadOutcome({ data: 'System error, operation failed' })).toEqual(failed);
    expect(uploadOutcome({ data: '系统错误，操作失败' }).ok).toBe(false);
    expect(uploadOutcome({ data: 'The file is locked' })).toEqual({ ok: false, message: { raw: 'The file is locked' } });
    // The client has already said why a request failed.
    expect(uploadOutcome({ error: { status: 413, message: 'too large' } })).toEqual({ ok: false, message: null });
  });
});

describe('file upload', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers drag and drop with the screen’s types and limit', () => {
    const { input } = renderUpload({ category: 'document', accept: ['xlsx', 'xls'], maxBytes: 10 * MB });
    expect(screen.getByText('Click or drag a file here to upload')).toBeTruthy();
    expect(screen.getByText('Accepted: xlsx, xls; at most 10 MB')).toBeTruthy();
    expect(input().getAttribute('accept')).toBe('.xlsx,.xls');
    expect(screen.queryByRole('button', { name: /template/i })).toBeNull();
  });

  it('uploads to the file service with the session token and gives the stored file', async () => {
    const { sent, onChange, choose } = renderUpload({ category: 'document', accept: ['xlsx', 'xls'], maxBytes: 10 * MB }, (r) =>
      r.path === UPLOAD_PATH ? envelopeAnswer(STORED) : undefined,
    );
    choose(file('publish.xlsx'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([STORED]));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.Authorization).toBe('token');
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('publish.xlsx');
    expect(screen.getByText('publish.xlsx')).toBeTruthy();
  });

  it('takes a file dropped on it', async () => {
    const { onChange } = renderUpload({ category: 'document', accept: ['xlsx'] }, (r) => (r.path === UPLOAD_PATH ? envelopeAnswer(STORED) : undefined));
    const area = document.querySelector('.tis-file-upload .ant-upload-drag .ant-upload')!;
    fireEvent.drop(area, { dataTransfer: { files: [file('publish.xlsx')], items: [] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([STORED]));
  });

  it('refuses a file of another type or over the limit with a translated message and sends nothing', async () => {
    const { sent, messages, onChange, choose } = renderUpload({ category: 'document', accept: ['xlsx', 'xls'], maxBytes: 10 * MB });
    choose(file('publish.csv'));
    await waitFor(() => expect(messages).toHaveLength(1));
    choose(file('publish.xlsx', 10 * MB + 1));
    await waitFor(() => expect(messages).toHaveLength(2));
    await act(() => i18n.changeLanguage('zh_CN'));
    choose(file('publish.xls', 10 * MB + 1));
    await waitFor(() => expect(messages).toHaveLength(3));
    expect(messages).toEqual([
      { level: 'error', text: 'Only xlsx, xls files can be uploaded here' },
      { level: 'error', text: 'The file may be at most 10 MB' },
      { level: 'error', text: '文件不能超过 10 MB' },
    ]);
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('publish.csv')).toBeNull();
  });

  it('runs the screen’s own check before sending: an image of the wrong size is refused', async () => {
    const sizes = [{ width: 1600, height: 401 }, { width: 1600, height: 400 }];
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ ...sizes.shift()!, close: () => undefined })));
    const stored = { ...STORED, originalName: 'banner.png', url: '/tis/file/uploads/2026/01/banner.png' };
    const { sent, messages, onChange, choose } = renderUpload({ category: 'image', accept: ['png'], maxBytes: 20 * MB, check: exactImageSize({ width: 1600, height: 400 }) }, (r) =>
      r.path === '/tis/api/fileconverter/upload?category=image' ? envelopeAnswer(stored) : undefined,
    );
    choose(file('banner.png'));
    await waitFor(() => expect(messages).toEqual([{ level: 'error', text: 'The image must be exactly 1600 x 400 pixels; this one is 1600 x 401' }]));
    expect(sent).toHaveLength(0);
    choose(file('banner.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored]));
    expect(sent).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it.each([
    ['code -1', envelopeAnswer(null, '-1', 'failed')],
    ['success with empty data', envelopeAnswer(null)],
    ['the system-error text', envelopeAnswer('System error, operation failed')],
  ])('shows the upload-failed message for %s and keeps no file', async (_name, answer) => {
    const { messages, onChange, choose } = renderUpload({ category: 'document' }, () => answer);
    choose(file('publish.xlsx'));
    await waitFor(() => expect(messages).toEqual([{ level: 'error', text: 'Upload failed' }]));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('downloads the template with the session token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:tis/template');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.getAttribute('href')).toBe('blob:tis/template');
      expect(this.download).toBe('publish-template.xlsx');
    });
    const { sent } = renderUpload({ category: 'document', template: { url: '/tis/file/templates/publish.xlsx', fileName: 'publish-template.xlsx' } }, (r) =>
      r.path === '/tis/file/templates/publish.xlsx' ? new Response('xlsx') : undefined,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Download the template/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sent.map((r) => [r.path, r.headers.Authorization])).toEqual([['/tis/file/templates/publish.xlsx', 'token']]);
  });

  it('shows files it is given and reports removals', async () => {
    const { onChange } = renderUpload({ value: [STORED] });
    expect(screen.getByText('publish.xlsx')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /remove|delete|删除/i }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
  });
});
