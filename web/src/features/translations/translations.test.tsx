import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TranslationImportResult, TranslationView } from '@tis/contracts';
import { i18n, initI18n, translateText } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { staticBundles } from '../../test/static-bundles';
import { useText } from '../../i18n/use-text';
import { importFileProblem, importSummary } from './import-file';
import { logFilters } from './pages/translation-log-page';
import { TranslationPage } from './pages/translation-page';
import { bundleOf, loadServerTexts, syncServerTexts, translationListUrl } from './server-texts';

const envelope = (data: unknown, code = '000000', mesg = 'success') => ({ code, mesg, data });

const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** i18next bundles as the app starts with them (the tests below add server texts). */
function restoreBundles(): void {
  for (const [lang, bundle] of Object.entries(staticBundles())) {
    i18n.removeResourceBundle(lang, 'translation');
    i18n.addResourceBundle(lang, 'translation', bundle.translation, true, true);
  }
}

beforeEach(async () => {
  initI18n('zh_CN');
  await act(() => i18n.changeLanguage('zh_CN'));
});

afterEach(() => {
  restoreBundles();
});

describe('server texts over the bundled ones', () => {
  it('reads a translation-list answer as a flat bundle, and nothing else', () => {
    expect(bundleOf(envelope({ list: [{ key: 'a.b.c', value: 'x' }, { key: 'bad' }], total: 2 }))).toEqual({ 'a.b.c': 'x' });
    expect(bundleOf(envelope(null, '403', 'no'))).toBeNull();
    expect(bundleOf('<html>')).toBeNull();
    expect(translationListUrl('de_DE')).toBe('/tis/api/systemService/translation/list?lang=de_DE&pageNo=1&pageSize=99999');
  });

  it('adds the server texts of a language; keys the server lacks keep their bundled text', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      asked.push(urlOf(input));
      return json(envelope({ list: [{ key: 'auth.login.submit', value: 'Sign in now' }], total: 1 }));
    }) as typeof fetch;
    expect(await loadServerTexts(i18n, 'en_US', fetchImpl)).toBe(true);
    expect(asked).toEqual([translationListUrl('en_US')]);
    await act(() => i18n.changeLanguage('en_US'));
    expect(translateText('auth.login.submit')).toBe('Sign in now');
    expect(translateText('auth.login.account')).toBe(staticBundles().en_US.translation['auth.login.account']);
  });

  it('keeps the bundled texts when the server fails or cannot be reached', async () => {
    const failing = (async () => json(envelope(null, '500', 'boom'), 500)) as typeof fetch;
    const offline = (async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    expect(await loadServerTexts(i18n, 'zh_CN', failing)).toBe(false);
    expect(await loadServerTexts(i18n, 'zh_CN', offline)).toBe(false);
    expect(translateText('auth.login.submit')).toBe('登录');
  });

  it('loads the current language at once and each language the user switches to, and re-renders', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const lang = new URL(urlOf(input), 'http://localhost').searchParams.get('lang') ?? '';
      asked.push(lang);
      return json(envelope({ list: [{ key: 'auth.login.submit', value: `server ${lang}` }], total: 1 }));
    }) as typeof fetch;
    function Probe() {
      const { t } = useText();
      return <span data-testid="probe">{t('auth.login.submit')}</span>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('登录');
    const stop = syncServerTexts(i18n, fetchImpl);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('server zh_CN'));
    await act(() => i18n.changeLanguage('de_DE'));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('server de_DE'));
    stop();
    await act(() => i18n.changeLanguage('en_US'));
    expect(asked).toEqual(['zh_CN', 'de_DE']);
  });
});

describe('import and log helpers', () => {
  it('sends only .xlsx files of at most 10 MB', () => {
    expect(importFileProblem({ name: 'texts.xlsx', size: 1024 })).toBeNull();
    expect(importFileProblem({ name: 'TEXTS.XLSX', size: 10 * 1024 * 1024 })).toBeNull();
    expect(importFileProblem({ name: 'texts.xls', size: 1024 })).toBe('translations.translate.importWrongType');
    expect(importFileProblem({ name: 'texts.csv', size: 1024 })).toBe('translations.translate.importWrongType');
    expect(importFileProblem({ name: 'texts.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe('translations.translate.importTooLarge');
  });

  it('sums up an import report', () => {
    const done: TranslationImportResult = { imported: true, rows: 4, created: 1, updated: 2, unchanged: 3, problems: [] };
    expect(importSummary(done)).toEqual({ key: 'translations.translate.importDone', params: { created: 1, updated: 2, unchanged: 3 } });
    expect(importSummary({ ...done, imported: false, problems: [{ row: 2, column: 'key', message: 'x' }] }).key).toBe('translations.translate.importRejected');
  });

  it('turns the log filter form into the list query', () => {
    expect(logFilters({ keyword: 'auth', range: '2026-01-01,2026-01-31', action: 'update' })).toEqual({
      keyword: 'auth',
      action: 'update',
      startTime: '2026-01-01',
      endTime: '2026-01-31',
    });
    expect(logFilters({ userCode: 'admin' })).toEqual({ userCode: 'admin' });
  });
});

type Handler = (method: string, path: string, body: unknown) => unknown;

const row = (overrides: Partial<TranslationView>): TranslationView => ({
  id: '11111111-1111-4111-8111-111111111111',
  key: 'error.codingRepeated',
  langCode: 'en_US',
  value: 'This code already exists',
  version: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'seed',
  ...overrides,
});

/** Renders the translation screen against a fake systemService that answers through `handler`. */
function renderTranslationPage(handler: Handler) {
  return renderWithFakeServer(<TranslationPage />, {
    signedInAs: { userCode: 'admin', userName: 'Administrator' },
    handler: ({ method, path, body }) => {
      if (path.startsWith('/tis/api/systemService/language/list')) {
        return envelopeAnswer({ list: [{ id: 'l1', langCode: 'en_US', langName: 'English', supported: true, sortNo: 2, isDefault: false, version: 1, updatedAt: '', updatedBy: null }], total: 1 });
      }
      if (path.startsWith('/tis/api/systemService/translation/list')) return envelopeAnswer({ list: [], total: 0 });
      const answer = handler(method, path, body);
      return answer === undefined ? { status: 404, body: envelope(null, '404', 'not found') } : { body: answer };
    },
  });
}

const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

describe('TranslationPage', () => {
  it('lists texts paged on the server, saves an edit with its version and reloads the interface texts', async () => {
    const actor = userEvent.setup();
    let saved = false;
    const { sent, messages } = renderTranslationPage((method, path) => {
      if (path.startsWith('/tis/api/systemService/translation/search')) {
        return envelope({ list: [row(saved ? { value: 'Code taken', version: 3 } : {})], total: 41 });
      }
      if (method === 'PUT' && path === '/tis/api/systemService/translation/11111111-1111-4111-8111-111111111111') {
        saved = true;
        return envelope(true);
      }
      return undefined;
    });
    expect(await screen.findByText('error.codingRepeated')).toBeTruthy();
    expect(sent.find((s) => s.path.includes('/translation/search'))?.path).toBe('/tis/api/systemService/translation/search?pageNo=1&pageSize=20');
    expect(screen.getByText('共 41 条')).toBeTruthy();

    await actor.click(screen.getByTestId('row-edit'));
    const dialog = await lastDialog();
    expect(within(dialog).getByTestId<HTMLInputElement>('translation-key').disabled).toBe(true);
    const value = within(dialog).getByTestId('translation-value');
    await actor.clear(value);
    await new Promise((r) => setTimeout(r, 1100)); // the save button's 1 s lock after opening
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText('该字段不能为空')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);

    await actor.type(value, 'Code taken');
    await new Promise((r) => setTimeout(r, 1100));
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ value: 'Code taken', version: 2 });
    await waitFor(() => expect(sent.filter((s) => s.path.includes('/translation/search'))).toHaveLength(2));
    expect((await screen.findAllByText('Code taken')).length).toBeGreaterThan(0);
    expect(messages.some((m) => m.level === 'success')).toBe(true);
    // The interface language's texts are fetched again, so the change shows at once.
    await waitFor(() => expect(sent.some((s) => s.path === translationListUrl('zh_CN'))).toBe(true));
  }, 20_000);

  it('shows the server’s "coding repeated" when a key exists for the language, and keeps the dialog open', async () => {
    const actor = userEvent.setup();
    const { sent, messages } = renderTranslationPage((method, path) => {
      if (path.startsWith('/tis/api/systemService/translation/search')) return envelope({ list: [], total: 0 });
      if (method === 'POST' && path === '/tis/api/systemService/translation') return envelope(null, '000001', '该编码已存在');
      return undefined;
    });
    await actor.click(await screen.findByTestId('translation-add'));
    const dialog = await lastDialog();
    await actor.type(within(dialog).getByTestId('translation-key'), 'bad key');
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    expect(await within(dialog).findByText(/键最多 200 个字符/)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await actor.clear(within(dialog).getByTestId('translation-key'));
    await actor.type(within(dialog).getByTestId('translation-key'), 'error.codingRepeated');
    await actor.click(within(dialog).getByRole('combobox'));
    await actor.click(await screen.findByTitle('English (en_US)'));
    await actor.type(within(dialog).getByTestId('translation-value'), 'Duplicate');
    await new Promise((r) => setTimeout(r, 1100));
    await actor.click(within(dialog).getByTestId('edit-modal-save'));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ key: 'error.codingRepeated', langCode: 'en_US', value: 'Duplicate' });
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: '该编码已存在' }));
    expect(screen.getByTestId('edit-modal-save')).toBeTruthy();
  }, 20_000);

  it('uploads an import file and lists the problems of a refused one', async () => {
    // The file dialog may be switched to "all files": the screen checks the type itself.
    const actor = userEvent.setup({ applyAccept: false });
    const report: TranslationImportResult = {
      imported: false,
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 0,
      problems: [{ row: 3, column: 'key', message: '键 a.b 出现了多次（首次出现在第 2 行）' }],
    };
    const { sent, messages } = renderTranslationPage((method, path) => {
      if (path.startsWith('/tis/api/systemService/translation/search')) return envelope({ list: [], total: 0 });
      if (method === 'POST' && path === '/tis/api/systemService/translation/import') return envelope(report);
      return undefined;
    });
    // antd renders a fresh file input after each choice.
    const fileInput = async () => (await screen.findByTestId('translation-page')).querySelector<HTMLInputElement>('input[type=file]')!;
    await actor.upload(await fileInput(), new File(['a,b'], 'texts.csv', { type: 'text/csv' }));
    await waitFor(() => expect(messages).toContainEqual({ level: 'warning', text: '请选择 .xlsx 格式的 Excel 文件' }));
    expect(sent.filter((s) => s.path.endsWith('/import'))).toEqual([]);

    await actor.upload(await fileInput(), new File(['PK'], 'texts.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/import'))).toBe(true));
    const upload = sent.find((s) => s.path.endsWith('/import'))!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect(((upload.body as FormData).get('file') as File).name).toBe('texts.xlsx');
    const dialog = await screen.findByTestId('import-report');
    expect(within(dialog).getByText('文件存在以下问题，未导入任何数据，请修改后重新导入。')).toBeTruthy();
    expect(within(dialog).getByText('键 a.b 出现了多次（首次出现在第 2 行）')).toBeTruthy();
  });

  it("shows the server's message when the import is refused with an HTTP error envelope, the generic text without one", async () => {
    const actor = userEvent.setup();
    let answer: { status: number; body: unknown } = { status: 415, body: envelope(null, '415', '不支持该文件类型') };
    const { sent, messages } = renderWithFakeServer(<TranslationPage />, {
      signedInAs: { userCode: 'admin', userName: 'Administrator' },
      handler: ({ method, path }) => {
        if (path.startsWith('/tis/api/systemService/language/list')) return envelopeAnswer({ list: [], total: 0 });
        if (path.startsWith('/tis/api/systemService/translation/')) {
          return method === 'POST' && path.endsWith('/import') ? answer : envelopeAnswer({ list: [], total: 0 });
        }
        return undefined;
      },
    });
    const fileInput = async () => (await screen.findByTestId('translation-page')).querySelector<HTMLInputElement>('input[type=file]')!;
    await actor.upload(await fileInput(), new File(['not a workbook'], 'texts.xlsx'));
    await waitFor(() => expect(messages).toContainEqual({ level: 'error', text: '不支持该文件类型' }));
    expect(messages.some((m) => m.text === '服务器错误，请稍后重试')).toBe(false);
    expect(screen.queryByTestId('import-report')).toBeNull();

    answer = { status: 500, body: 'upstream died' };
    await new Promise((r) => setTimeout(r, 4000)); // error messages are throttled to one per 4 s
    await actor.upload(await fileInput(), new File(['PK'], 'texts.xlsx'));
    await waitFor(() => expect(sent.filter((s) => s.path.endsWith('/import'))).toHaveLength(2));
    await waitFor(() => expect(messages).toContainEqual({ level: 'error', text: '服务器错误，请稍后重试' }));
  }, 20_000);
});
