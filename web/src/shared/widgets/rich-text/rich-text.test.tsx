import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { envelopeAnswer, renderWithFakeServer, type FakeHandler } from '../../../test/fake-server';
import { EDITOR_IMAGE_MAX_BYTES, editorImageProblem } from './editor-image';
import { RichTextEditor, richTextValue, RichTextView, type RichTextEditorProps } from './index';

const USER = { userCode: 'u-oem', userName: 'Han Meimei', userType: 'oem' };
const STORED = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  originalName: 'wheel.png',
  contentType: 'image/png',
  size: 3,
  sha256: 'abc',
  category: 'image',
  url: '/tis/file/uploads/2026/01/7c9e6679.png',
  uploadedBy: 'u-oem',
  uploadedAt: '2026-01-05T08:00:00.000Z',
};

function pngFile(name = 'wheel.png', type = 'image/png', size?: number): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function renderEditor(props: RichTextEditorProps = {}, handler: FakeHandler = () => undefined) {
  const onChange = vi.fn<(html: string) => void>();
  const server = renderWithFakeServer(<RichTextEditor aria-label="Body" onChange={onChange} {...props} />, { handler, signedInAs: USER });
  const box = await screen.findByRole('textbox', { name: 'Body' });
  const actor = userEvent.setup();
  const selectAll = async () => {
    act(() => box.focus());
    await actor.keyboard('{Control>}a{/Control}');
  };
  const click = (name: string) => actor.click(screen.getByRole('button', { name }));
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { ...server, box, actor, onChange, selectAll, click, last };
}

describe('rich text values (spec section 5)', () => {
  it('gives "" for HTML without text, image or table (the shared isBlankRichText), else the HTML', () => {
    expect(richTextValue('<p>  </p>')).toBe('');
    expect(richTextValue('<p>&nbsp;\u3000</p><p><br></p>')).toBe('');
    expect(richTextValue('<p>x</p>')).toBe('<p>x</p>');
  });

  it('shows stored rich text through the shared allow-list, stored images only with the session', async () => {
    const requests: { path: string; auth: string | undefined }[] = [];
    renderWithFakeServer(
      <RichTextView
        data-testid="view"
        html={'<p style="text-align:center" onclick="alert(1)">Hi<script>alert(2)</script></p><iframe src="https://x"></iframe><p><img src="/tis/file/uploads/a.png" alt="a" onerror="alert(3)"></p>'}
      />,
      {
        handler: (request) => {
          requests.push({ path: request.path, auth: request.headers['Authorization'] ?? request.headers['authorization'] });
          return undefined;
        },
        signedInAs: USER,
      },
    );
    const view = screen.getByTestId('view');
    expect(view.innerHTML).toMatch(/^<p style="text-align:\s?center;?">Hi<\/p><p><img alt="a" data-stored-src="\/tis\/file\/uploads\/a.png"( src="[^"]*")?><\/p>$/);
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(['/tis/file/uploads/a.png']));
    expect(requests[0]!.auth).toMatch(/token/);
  });

  it('accepts png, gif, jpeg, bmp and icon images up to 5000 KB', () => {
    expect(editorImageProblem(pngFile())).toBeNull();
    expect(editorImageProblem(pngFile('logo.ico', ''))).toBeNull();
    expect(editorImageProblem(pngFile('scan.bmp', 'image/bmp'))).toBeNull();
    expect(editorImageProblem(pngFile('a.png', 'image/png', 5000 * 1024))).toBeNull();
    expect(EDITOR_IMAGE_MAX_BYTES).toBe(5000 * 1024);
    expect(editorImageProblem(pngFile('a.png', 'image/png', 5000 * 1024 + 1))).toEqual({ key: 'widgets.richText.imageTooLarge', params: { size: '5000 KB' } });
    expect(editorImageProblem(pngFile('a.svg', 'image/svg+xml'))).toEqual({ key: 'widgets.richText.imageType' });
    expect(editorImageProblem(pngFile('a.webp', ''))).toEqual({ key: 'widgets.richText.imageType' });
  });
});

describe('rich-text editor', () => {
  beforeEach(async () => {
    initI18n('en_US');
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('loads the editor on demand, then shows the toolbar of the spec', async () => {
    // A copy of the module of its own: an earlier test file in this worker may have loaded the editor's
    // code through the shared copy already, and then it would show at once.
    const fresh = './rich-text-editor.tsx?on-demand';
    const { RichTextEditor: OnDemandEditor } = (await import(/* @vite-ignore */ fresh)) as { RichTextEditor: typeof RichTextEditor };
    renderWithFakeServer(<OnDemandEditor aria-label="Body" />, { handler: () => undefined, signedInAs: USER });
    expect(screen.getByRole('status').textContent).toBe('Loading the editor…');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold', 'Italic', 'Underline', 'Strikethrough', 'Text colour', 'Bulleted list', 'Numbered list', 'Decrease indent', 'Increase indent',
      'Align left', 'Centre', 'Align right', 'Justify', 'Insert image', 'Clear formatting', 'Insert table (2 rows, 3 columns)',
      'Insert row above', 'Insert row below', 'Delete row', 'Insert column left', 'Insert column right', 'Delete column', 'Delete table',
    ]);
    expect(within(toolbar).getByRole('combobox', { name: 'Heading' })).toBeTruthy();
    expect(within(toolbar).getByRole('combobox', { name: 'Font' })).toBeTruthy();
  });

  it('formats the selection and clears the formatting again', async () => {
    const { selectAll, click, last, actor } = await renderEditor({ value: '<p>Hello world</p>' });
    await selectAll();
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Centre']) await click(name);
    expect(last()).toBe('<p style="text-align: center;"><strong><em><s><u>Hello world</u></s></em></strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');

    await click('Text colour');
    await actor.click(await screen.findByRole('button', { name: '#c00000' }));
    expect(last()).toMatch(/<span style="color: (#c00000|rgb\(192, 0, 0\));?">/);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Font' }));
    await actor.click(await screen.findByText('Times New Roman'));
    expect(last()).toMatch(/font-family: (&quot;|")?Times New Roman/);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Heading' }));
    await actor.click(await screen.findByTitle('Heading 2'));
    expect(last()).toMatch(/^<h2 style="text-align: center;"><span style="color: [^"]*Times New Roman[^"]*"><strong><em><s><u>Hello world</);

    await click('Clear formatting');
    expect(last()).toBe('<p>Hello world</p><p></p>');
  });

  it('indents paragraphs and outdents them again', async () => {
    const { selectAll, click, last } = await renderEditor({ value: '<p>Step 1</p>' });
    await selectAll();
    await click('Increase indent');
    await click('Increase indent');
    expect(last()).toBe('<p data-indent="2" style="margin-left: 4em;">Step 1</p>');
    await click('Decrease indent');
    expect(last()).toBe('<p data-indent="1" style="margin-left: 2em;">Step 1</p>');
    await click('Decrease indent');
    expect(last()).toBe('<p>Step 1</p>');
  });

  it('nests list items with indent', async () => {
    const { box, click, last } = await renderEditor({ value: '<ul><li><p>a</p></li><li><p>b</p></li></ul>' });
    // The cursor in the second item (ProseMirror reads the DOM selection on selectionchange).
    act(() => {
      box.focus();
      const text = box.querySelectorAll('li p')[1]!.firstChild!;
      window.getSelection()!.collapse(text, 1);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await click('Increase indent');
    // Tiptap keeps an empty paragraph after a list or table, so the cursor can go below it.
    expect(last()).toBe('<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul><p></p>');
    await click('Decrease indent');
    expect(last()).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul><p></p>');
  });

  it('inserts a 2 x 3 table and inserts and deletes rows and columns', async () => {
    const { click, last } = await renderEditor({ value: '<p>x</p>' });
    const shape = () => {
      const table = new DOMParser().parseFromString(last() ?? '', 'text/html').querySelector('table');
      return table ? [...table.querySelectorAll('tr')].map((tr) => tr.querySelectorAll('td, th').length) : null;
    };
    expect(screen.getByRole('button', { name: 'Insert row below' })).toHaveProperty('disabled', true);
    await click('Insert table (2 rows, 3 columns)');
    expect(shape()).toEqual([3, 3]);
    await click('Insert row below');
    await click('Insert row above');
    expect(shape()).toEqual([3, 3, 3, 3]);
    await click('Insert column right');
    await click('Insert column left');
    expect(shape()).toEqual([5, 5, 5, 5]);
    await click('Delete row');
    await click('Delete column');
    expect(shape()).toEqual([4, 4, 4]);
    await click('Delete table');
    expect(shape()).toBeNull();
  });

  it('gives "" and shows the tisPartqa02 error when the content is emptied or only whitespace', async () => {
    const { box, selectAll, actor, last, onChange } = await renderEditor({ value: '<p>Hello</p>' });
    await selectAll();
    await actor.keyboard('{Backspace}');
    expect(last()).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('The content cannot be empty');
    expect(box.getAttribute('aria-invalid')).toBe('true');

    box.querySelector('p')!.textContent = 'ok';
    await waitFor(() => expect(last()).toBe('<p>ok</p>'));
    expect(screen.queryByRole('alert')).toBeNull();

    const calls = onChange.mock.calls.length;
    box.querySelector('p')!.textContent = ' \u00a0  ';
    await waitFor(() => expect(onChange.mock.calls.length).toBeGreaterThan(calls));
    expect(last()).toBe('');
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(screen.getByRole('alert').textContent).toBe('内容不能为空');
  });

  it('does not complain about an emptied optional field', async () => {
    const { selectAll, actor, last } = await renderEditor({ value: '<p>Hello</p>', allowEmpty: true });
    await selectAll();
    await actor.keyboard('{Backspace}');
    expect(last()).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads a chosen image to the file service with the session token and inserts it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:tis/wheel');
    const { sent, last, box } = await renderEditor({ value: '<p>Wheel</p>' }, (request) => {
      if (request.path === '/tis/api/fileconverter/upload?category=image') return envelopeAnswer(STORED);
      if (request.path === STORED.url) return new Response('png', { headers: { 'Content-Type': 'image/png' } });
      return undefined;
    });
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(last()).toContain('<img src="/tis/file/uploads/2026/01/7c9e6679.png" alt="wheel.png">'));
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.Authorization).toBe('token');
    const form = sent[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('wheel.png');
    // The editor shows the stored file through a download with the token; the value keeps its path.
    await waitFor(() => expect(box.querySelector('img')?.getAttribute('src')).toBe('blob:tis/wheel'));
    expect(sent.map((r) => [r.method, r.path, r.headers.Authorization])).toEqual([
      ['POST', '/tis/api/fileconverter/upload?category=image', 'token'],
      ['GET', STORED.url, 'token'],
    ]);
  });

  it('refuses images of other types or over 5000 KB before sending anything', async () => {
    const { sent, messages, onChange } = await renderEditor({ value: '<p>Wheel</p>' });
    const input = screen.getByTestId('rich-text-image-input');
    fireEvent.change(input, { target: { files: [pngFile('drawing.svg', 'image/svg+xml')] } });
    fireEvent.change(input, { target: { files: [pngFile('big.png', 'image/png', 5000 * 1024 + 1)] } });
    expect(messages).toEqual([
      { level: 'error', text: 'Only png, gif, jpeg, bmp or icon images can be inserted' },
      { level: 'error', text: 'The image may be at most 5000 KB' },
    ]);
    expect(sent).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['code -1', envelopeAnswer(null, '-1', 'failed')],
    ['success with empty data', envelopeAnswer(null)],
    ['the system-error text', envelopeAnswer('System error, operation failed')],
  ])('shows the upload-failed message and inserts nothing for %s', async (_name, answer) => {
    const { sent, messages, onChange } = await renderEditor({ value: '<p>Wheel</p>' }, () => answer);
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(messages).toEqual([{ level: 'error', text: 'Upload failed' }]));
    expect(sent).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a new value from outside without echoing it, and is read-only on request', async () => {
    const onChange = vi.fn();
    function Host() {
      const [value, setValue] = useState('<p>one</p>');
      const [readOnly, setReadOnly] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setValue('<p>two</p>')}>load</button>
          <button type="button" onClick={() => setReadOnly(true)}>lock</button>
          <RichTextEditor aria-label="Body" value={value} readOnly={readOnly} onChange={(html) => { onChange(html); setValue(html); }} />
        </>
      );
    }
    renderWithFakeServer(<Host />, { handler: () => undefined, signedInAs: USER });
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.textContent).toBe('one');
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'load' }));
    expect(box.textContent).toBe('two');
    expect(onChange).not.toHaveBeenCalled();
    expect(box.getAttribute('contenteditable')).toBe('true');
    await actor.click(screen.getByRole('button', { name: 'lock' }));
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
