import { FileTextOutlined } from '@ant-design/icons';
import { type FacetCount, readingRoute, type SearchAnswer, type SearchKind, type TextPiece } from '@tis/contracts';
import { Button, Card, Empty, Pagination, Spin, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { DOCUMENT_PAGE_SIZE, isFiltered, useDocumentFilters } from '../search-filters';
import { GroupTitle } from './function-results';

/** A title or snippet from the server: the pieces the keyword matched are marked (React text, never HTML). */
export function Pieces({ pieces }: { pieces: readonly TextPiece[] }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.hit ? (
          <mark key={i} className="tis-search-mark">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/** A kind's translated name. */
export function useKindName(): (kind: SearchKind) => string {
  const { t } = useText();
  return (kind) => t(`search.kind.${kind}`);
}

/** One row of facet tags: each value with its count, pressed when it filters. */
function FacetRow({
  label,
  facets,
  isOn,
  onToggle,
  nameOf,
  testId,
}: {
  label: string;
  facets: readonly FacetCount[];
  isOn: (value: string) => boolean;
  onToggle: (value: string) => void;
  nameOf: (value: string) => string;
  testId: string;
}) {
  const { t } = useText();
  if (facets.length === 0) return null;
  return (
    <div className="tis-search-facet-row" role="group" aria-label={label} data-testid={testId}>
      <span className="tis-search-facet-label">{label}</span>
      <span className="tis-search-facet-tags">
        {facets.map((facet) => (
          <button
            key={facet.value}
            type="button"
            className={isOn(facet.value) ? 'tis-search-facet tis-search-facet-on' : 'tis-search-facet'}
            onClick={() => onToggle(facet.value)}
            aria-pressed={isOn(facet.value)}
            aria-label={t('search.document.facet', { name: nameOf(facet.value), count: facet.count })}
            data-testid={`${testId}-${facet.value}`}
          >
            {nameOf(facet.value)} <span className="tis-search-facet-count">{facet.count}</span>
          </button>
        ))}
      </span>
    </div>
  );
}

export interface DocumentResultsProps {
  /** The server's answer for the current keyword and filters (the last one while the next loads). */
  answer: SearchAnswer | undefined;
  loading: boolean;
  failed: boolean;
  keyword: string;
  /** The URL that searches another keyword (the "did you mean" link). */
  keywordUrl: (keyword: string) => string;
}

/**
 * The "Documents" results of /SearchPage and /AccurateSearchPage: the count, facet tags per kind,
 * brand and series (filters kept in the URL), the "my language / all languages" switch, the hits
 * (marked title linking to the document's reading page, kind, brand, series, date, marked snippet),
 * server paging, "did you mean" and the empty state.
 */
export function DocumentResults({ answer, loading, failed, keyword, keywordUrl }: DocumentResultsProps) {
  const { t } = useText();
  const kindName = useKindName();
  const [filters, setFilters] = useDocumentFilters();
  const total = answer?.total ?? 0;
  const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  return (
    <Card
      variant="borderless"
      className="tis-search-group"
      title={<GroupTitle icon={<FileTextOutlined />} label={t('search.group.documents')} count={total} testId="search-documents" />}
      extra={
        <span className="tis-search-languages">
          <Switch
            size="small"
            checked={filters.languages === 'all'}
            onChange={(all) => setFilters({ languages: all ? 'all' : 'mine' })}
            // On: every language; off: the reader's own (and language-free documents).
            aria-label={t('search.document.allLanguages')}
            checkedChildren={t('search.document.allLanguages')}
            unCheckedChildren={t('search.document.myLanguage')}
            data-testid="search-languages"
          />
        </span>
      }
      data-testid="search-documents"
    >
      <div className="tis-search-documents" aria-busy={loading}>
        {answer && (
          <div className="tis-search-facets" aria-label={t('search.document.filters')} data-testid="search-facets">
            <FacetRow
              label={t('search.document.kinds')}
              facets={answer.facets.kind}
              isOn={(value) => filters.kinds.includes(value as SearchKind)}
              onToggle={(value) => setFilters({ kinds: toggle(filters.kinds, value) as SearchKind[] })}
              nameOf={(value) => kindName(value as SearchKind)}
              testId="search-facet-kind"
            />
            <FacetRow
              label={t('search.document.brands')}
              facets={answer.facets.brand}
              isOn={(value) => filters.brandCode === value}
              onToggle={(value) => setFilters({ brandCode: filters.brandCode === value ? null : value, seriesCode: null })}
              nameOf={(value) => value}
              testId="search-facet-brand"
            />
            <FacetRow
              label={t('search.document.series')}
              facets={answer.facets.series}
              isOn={(value) => filters.seriesCode === value}
              onToggle={(value) => setFilters({ seriesCode: filters.seriesCode === value ? null : value })}
              nameOf={(value) => value}
              testId="search-facet-series"
            />
            {isFiltered(filters) && (
              <Button type="link" size="small" className="tis-search-clear" onClick={() => setFilters({ kinds: [], brandCode: null, seriesCode: null })} data-testid="search-clear-filters">
                {t('search.document.clearFilters')}
              </Button>
            )}
          </div>
        )}

        {answer?.didYouMean && (
          <Typography.Text className="tis-search-did-you-mean" data-testid="search-did-you-mean">
            {t('search.document.didYouMean')}{' '}
            <Link to={keywordUrl(answer.didYouMean)} data-testid="search-did-you-mean-link">
              {answer.didYouMean}
            </Link>
          </Typography.Text>
        )}

        {loading && !answer && (
          <div className="tis-search-loading" data-testid="search-documents-loading">
            <Spin size="small" /> <Typography.Text type="secondary">{t('search.document.loading')}</Typography.Text>
          </div>
        )}

        {failed && !loading && (
          <Typography.Text type="danger" data-testid="search-documents-failed">
            {t('search.document.failed')}
          </Typography.Text>
        )}

        {answer && answer.list.length === 0 && !loading && !failed && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span className="tis-search-empty">
                <Typography.Text strong>{t('search.document.empty', { keyword })}</Typography.Text>
                <Typography.Text type="secondary">{t('search.document.emptyHint')}</Typography.Text>
              </span>
            }
            data-testid="search-documents-empty"
          />
        )}

        {answer && answer.list.length > 0 && (
          <Spin spinning={loading} size="small">
            <Typography.Text type="secondary" className="tis-search-documents-total" data-testid="search-documents-total">
              {t('search.document.total', { count: total })}
            </Typography.Text>
            <ol className="tis-search-hits" data-testid="search-hits">
              {answer.list.map((hit) => (
                <li key={`${hit.kind}:${hit.documentId}`} className="tis-search-hit" data-testid={`search-hit-${hit.documentId}`}>
                  <div className="tis-search-hit-head">
                    <Tag color="blue" className="tis-search-hit-kind" data-testid="search-hit-kind">
                      {kindName(hit.kind)}
                    </Tag>
                    <Link to={readingRoute(hit.kind, hit.documentId, hit.codes[0] ?? null)} className="tis-search-hit-title" data-testid="search-hit-link">
                      <Pieces pieces={hit.title} />
                    </Link>
                  </div>
                  {hit.snippet.length > 0 && (
                    <p className="tis-search-hit-snippet" data-testid="search-hit-snippet">
                      <Pieces pieces={hit.snippet} />
                    </p>
                  )}
                  <div className="tis-search-hit-meta">
                    {hit.brandCode && <span>{t('search.document.brandCode', { code: hit.brandCode })}</span>}
                    {hit.seriesCode && <span>{t('search.document.seriesCode', { code: hit.seriesCode })}</span>}
                    <span>{t('search.document.published', { date: dayjs(hit.publishedAt).format('YYYY-MM-DD') })}</span>
                    {hit.codes.slice(0, 3).map((code) => (
                      <span key={code} className="tis-search-hit-code">
                        {code}
                      </span>
                    ))}
                  </div>
                </li>
              ))}
            </ol>
          </Spin>
        )}

        {answer && total > DOCUMENT_PAGE_SIZE && (
          <nav aria-label={t('search.document.pages')} className="tis-search-paging" data-testid="search-pagination">
            <Pagination
              current={filters.pageNo}
              pageSize={DOCUMENT_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              size="small"
              onChange={(pageNo) => setFilters({ ...filters, pageNo })}
            />
          </nav>
        )}
      </div>
    </Card>
  );
}
