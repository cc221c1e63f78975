import { AimOutlined } from '@ant-design/icons';
import { Card, Radio, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { useAccurateSearchQuery } from '../api/search-api';
import { DocumentResults } from '../components/document-results';
import { SearchBox } from '../components/search-box';
import { ACCURATE_PATH, hasWord, MODE_PARAM, modeOf, searchQueryOf, useDocumentFilters, type AccurateMode } from '../search-filters';
import { checkKeyword, KEYWORD_PARAM } from '../search-keyword';
import '../search.css';

/** `/AccurateSearchPage?mode=…&keyword=…` */
function accurateUrl(mode: AccurateMode, keyword: string): string {
  return `${ACCURATE_PATH}?${new URLSearchParams({ [MODE_PARAM]: mode, [KEYWORD_PARAM]: keyword }).toString()}`;
}

/**
 * /AccurateSearchPage (issue 17): the published documents the user may read that carry exactly a
 * code (document code, claim number, VIN, DTC, part code) or contain exactly a phrase (`GET
 * search/accurate`). Mode, keyword, filters and page are kept in the URL; the results are the same
 * list as /SearchPage's documents.
 */
export function AccurateSearchPage() {
  const { t } = useText();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params);
  const raw = params.get(KEYWORD_PARAM);
  const checked = raw === null ? null : checkKeyword(raw);
  const keyword = checked?.ok && hasWord(checked.keyword) ? checked.keyword : null;
  const [filters] = useDocumentFilters();
  const found = useAccurateSearchQuery({ ...searchQueryOf(keyword ?? '', filters), mode }, { skip: keyword === null });
  const answer = keyword === null ? undefined : (found.currentData ?? found.data);

  return (
    <div className="tis-search-page" data-testid="accurate-search-page">
      <Card variant="borderless" className="tis-search-head">
        <Typography.Title level={3} className="tis-search-title">
          <AimOutlined aria-hidden="true" /> {t('search.accurate.pageTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="tis-search-intro">
          {t('search.accurate.intro')}
        </Typography.Paragraph>
        <div className="tis-search-accurate-form">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={mode}
            aria-label={t('search.accurate.mode')}
            // Another mode searches the same keyword again, from page 1 without filters.
            onChange={(e) => setParams(new URLSearchParams(raw === null ? { [MODE_PARAM]: e.target.value as AccurateMode } : { [MODE_PARAM]: e.target.value as AccurateMode, [KEYWORD_PARAM]: raw }))}
            options={[
              { value: 'code', label: t('search.accurate.modeCode') },
              { value: 'phrase', label: t('search.accurate.modePhrase') },
            ]}
            data-testid="accurate-mode"
          />
          <SearchBox
            key={`${mode}:${raw ?? ''}`}
            initial={raw ?? ''}
            initialProblem={checked && !checked.ok ? checked.problem : null}
            onSearch={(next) => setParams(new URLSearchParams({ [MODE_PARAM]: mode, [KEYWORD_PARAM]: next }))}
            placeholderKey={mode === 'code' ? 'search.accurate.placeholderCode' : 'search.accurate.placeholderPhrase'}
            labelKey={mode === 'code' ? 'search.accurate.labelCode' : 'search.accurate.labelPhrase'}
            className="tis-search-page-box"
            data-testid="accurate"
          />
        </div>
      </Card>

      {keyword !== null && (
        <section className="tis-search-results" aria-live="polite" data-testid="accurate-results">
          {answer && !found.isFetching && (
            <Typography.Text className="tis-search-summary" data-testid="accurate-summary">
              {t('search.accurate.summary', { keyword, count: answer.total })}
            </Typography.Text>
          )}
          <DocumentResults
            answer={answer}
            loading={found.isFetching}
            failed={found.isError}
            keyword={keyword}
            keywordUrl={(next) => accurateUrl(mode, next)}
          />
        </section>
      )}
    </div>
  );
}
