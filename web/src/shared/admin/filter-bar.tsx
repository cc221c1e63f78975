import type { ReactNode } from 'react';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Form, Input, Space } from 'antd';
import { KEYWORD_MAX_LENGTH } from '@tis/contracts';
import { useText } from '../../i18n/use-text';
import { LockButton } from './lock-button';
import { cleanFilters } from './page-query';

export interface FilterBarProps<F extends object> {
  /** The screen's own filter fields: `<Form.Item name="status">…</Form.Item>` named like the query fields. */
  children?: ReactNode;
  /** The keyword input (default shown); pass `{ placeholder }` to name what it searches. */
  keyword?: boolean | { placeholder: string };
  initialValues?: Partial<F> & { keyword?: string };
  /** Search (and reset): the trimmed, non-empty values. Wire it to `usePageQuery().search`. */
  onSearch: (values: Partial<F> & { keyword?: string }) => void;
  /** Buttons on the right of the bar (add, import, export). */
  extra?: ReactNode;
}

/**
 * The query form above a list (spec sections 2 and 5): a keyword input plus the screen's own
 * fields, a search button (Enter submits) and a reset button; both lock for 1 s after a click.
 */
export function FilterBar<F extends object>({ children, keyword = true, initialValues, onSearch, extra }: FilterBarProps<F>) {
  const { t } = useText();
  const [form] = Form.useForm<Partial<F> & { keyword?: string }>();
  const placeholder = typeof keyword === 'object' ? keyword.placeholder : t('common.filter.keywordPlaceholder');
  const submit = (values: Partial<F> & { keyword?: string }) => onSearch(cleanFilters(values) as Partial<F> & { keyword?: string });

  return (
    <div className="tis-filter-bar" data-testid="filter-bar">
      <Form<Partial<F> & { keyword?: string }>
        form={form}
        layout="inline"
        initialValues={initialValues}
        onFinish={submit}
        className="tis-filter-form"
      >
        {keyword !== false && (
          <Form.Item name="keyword" label={t('common.filter.keyword')}>
            <Input allowClear maxLength={KEYWORD_MAX_LENGTH} placeholder={placeholder} data-testid="filter-keyword" />
          </Form.Item>
        )}
        {children}
        <Form.Item>
          <Space>
            <LockButton type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filter-search">
              {t('common.action.search')}
            </LockButton>
            <LockButton
              icon={<ReloadOutlined />}
              data-testid="filter-reset"
              onClick={() => {
                form.resetFields();
                submit(form.getFieldsValue(true) as Partial<F> & { keyword?: string });
              }}
            >
              {t('common.action.reset')}
            </LockButton>
          </Space>
        </Form.Item>
      </Form>
      {extra && <Space className="tis-filter-extra">{extra}</Space>}
    </div>
  );
}
