import { Children, type ReactNode, useState } from 'react';
import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
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
 * On a phone (narrower than 768 px, admin.css) the screen's own fields fold away behind a "more
 * filters" button that counts the folded fields holding a value, so the list is not below a
 * screenful of fields; folded fields keep their values.
 */
export function FilterBar<F extends object>({ children, keyword = true, initialValues, onSearch, extra }: FilterBarProps<F>) {
  const { t } = useText();
  const [form] = Form.useForm<Partial<F> & { keyword?: string }>();
  const placeholder = typeof keyword === 'object' ? keyword.placeholder : t('common.filter.keywordPlaceholder');
  const submit = (values: Partial<F> & { keyword?: string }) => onSearch(cleanFilters(values) as Partial<F> & { keyword?: string });
  const [unfolded, setUnfolded] = useState(false);
  const foldable = Children.count(children) > 0;
  // How many of the folded fields hold a value: the fold button says so, a filter is never hidden unawares.
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const set = Object.keys(cleanFilters(values ?? {})).filter((name) => name !== 'keyword').length;

  return (
    <div className={unfolded ? 'tis-filter-bar tis-filter-unfolded' : 'tis-filter-bar'} data-testid="filter-bar">
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
        {foldable && <div className="tis-filter-fields">{children}</div>}
        <Form.Item>
          <Space wrap>
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
            {foldable && (
              <Button className="tis-filter-fold" icon={<FilterOutlined />} aria-expanded={unfolded} data-testid="filter-fold" onClick={() => setUnfolded(!unfolded)}>
                {t(unfolded ? 'common.filter.fewer' : 'common.filter.more')}
                {!unfolded && set > 0 && ` (${set})`}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
      {extra && <Space className="tis-filter-extra">{extra}</Space>}
    </div>
  );
}
