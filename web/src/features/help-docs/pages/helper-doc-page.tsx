import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MenuOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Grid, Input, Pagination, Spin, Tree, type TreeDataNode } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { RichTextView } from '../../../shared/widgets/rich-text';
import { formatTime } from '../../logs/log-format';
import { useHelpDocPageQuery, useHelpDocSearchQuery, useHelpDocTreeQuery } from '../api/help-docs-api';
import { buildHelpTree, flattenHelpTree, type HelpDocBranch } from '../help-doc-tree';
import '../help-docs.css';

function treeData(branches: readonly HelpDocBranch[]): TreeDataNode[] {
  return branches.map((b) => ({ key: b.node.id, title: b.node.title, children: treeData(b.children) }));
}

/** The contents: chapters, sections and pages, all open; choosing one shows it. */
function Contents({ branches, selected, onOpen }: { branches: readonly HelpDocBranch[]; selected: string | null; onOpen: (id: string) => void }) {
  return (
    <Tree
      treeData={treeData(branches)}
      selectedKeys={selected ? [selected] : []}
      onSelect={(keys) => {
        const [key] = keys;
        if (key !== undefined) onOpen(String(key));
      }}
      defaultExpandAll
      blockNode
      data-testid="help-tree"
    />
  );
}

/** One document: its title, the stored rich text (shown through the allow-list again) and when it last changed. */
function Document({ id }: { id: string }) {
  const { t } = useText();
  const { data, isFetching, isError } = useHelpDocPageQuery(id);
  if (isError) return <Empty description={t('helpDoc.reader.choose')} />;
  if (!data) return <Spin spinning={isFetching} />;
  return (
    <article className="tis-help-doc__article" data-testid="help-doc-article">
      <h1 className="tis-help-doc__title">{data.title}</h1>
      <RichTextView html={data.content} data-testid="help-doc-view" />
      <p className="tis-help-doc__updated">{t('helpDoc.reader.updatedAt', { time: formatTime(data.updatedAt) })}</p>
    </article>
  );
}

/** The hits of a search within help, paged on the server; choosing one opens it. */
function SearchResults({ keyword, onOpen, onClear }: { keyword: string; onOpen: (id: string) => void; onClear: () => void }) {
  const { t, lang } = useText();
  const [pageNo, setPageNo] = useState(1);
  const { data, isFetching } = useHelpDocSearchQuery({ keyword, pageNo, pageSize: DEFAULT_PAGE_SIZE, lang });
  return (
    <section className="tis-help-doc__results" data-testid="help-search-results">
      <div className="tis-help-doc__results-head">
        <span>{data && (data.total > 0 ? t('helpDoc.reader.searchResults', { total: data.total, keyword }) : t('helpDoc.reader.noResults', { keyword }))}</span>
        <Button type="link" onClick={onClear} data-testid="help-search-clear">
          {t('helpDoc.reader.clearSearch')}
        </Button>
      </div>
      <Spin spinning={isFetching}>
        <ol className="tis-help-doc__hits">
          {data?.list.map((hit) => (
            <li key={hit.id}>
              <Button type="link" className="tis-help-doc__hit-title" onClick={() => onOpen(hit.id)}>
                {hit.title}
              </Button>
              <p className="tis-help-doc__excerpt">{hit.excerpt}</p>
            </li>
          ))}
        </ol>
      </Spin>
      {data && data.total > DEFAULT_PAGE_SIZE && (
        <Pagination current={pageNo} pageSize={DEFAULT_PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPageNo} size="small" />
      )}
    </section>
  );
}

/**
 * /HelperDoc: the help for every user with the page. A side tree of the visible documents of the
 * interface language (zh_CN when it has none, with a note), the chosen document (its id in the
 * address, so it can be shared), and search within help. On a phone the tree is a drawer.
 */
export function HelperDocPage() {
  const { t, lang } = useText();
  const narrow = Grid.useBreakpoint().md === false;
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [drawer, setDrawer] = useState(false);
  const { data: tree, isLoading } = useHelpDocTreeQuery({ lang });
  const branches = useMemo(() => buildHelpTree(tree?.nodes ?? []), [tree]);
  const ordered = useMemo(() => flattenHelpTree(branches), [branches]);
  const asked = params.get('id');
  const selected = asked && ordered.some((n) => n.id === asked) ? asked : (ordered[0]?.id ?? null);

  const open = (id: string): void => {
    setParams({ id });
    setKeyword('');
    setDrawer(false);
  };

  const contents = tree && <Contents branches={branches} selected={keyword ? null : selected} onOpen={open} />;
  const main = keyword ? (
    <SearchResults key={keyword} keyword={keyword} onOpen={open} onClear={() => setKeyword('')} />
  ) : selected ? (
    <Document id={selected} />
  ) : (
    !isLoading && <Empty description={t('helpDoc.reader.empty')} />
  );

  return (
    <div className="tis-help-doc" data-testid="helper-doc-page">
      <div className="tis-help-doc__bar">
        {narrow && (
          <Button icon={<MenuOutlined />} onClick={() => setDrawer(true)} data-testid="help-contents-button">
            {t('helpDoc.reader.contents')}
          </Button>
        )}
        <Input.Search
          className="tis-help-doc__search"
          placeholder={t('helpDoc.reader.searchPlaceholder')}
          allowClear
          maxLength={100}
          onSearch={(value) => setKeyword(value.trim())}
          data-testid="help-search"
        />
      </div>
      {tree && tree.langCode !== lang && <Alert type="info" showIcon title={t('helpDoc.reader.fallback')} data-testid="help-fallback" />}
      <div className="tis-help-doc__body">
        {!narrow && (
          <nav className="tis-help-doc__side" aria-label={t('helpDoc.reader.contents')}>
            <Spin spinning={isLoading}>{contents}</Spin>
          </nav>
        )}
        <main className="tis-help-doc__main">{main}</main>
      </div>
      {narrow && (
        <Drawer open={drawer} placement="left" title={t('helpDoc.reader.contents')} onClose={() => setDrawer(false)} data-testid="help-contents-drawer">
          {contents}
        </Drawer>
      )}
    </div>
  );
}
