import { useMemo } from 'react';
import { CarOutlined, SearchOutlined } from '@ant-design/icons';
import { vinInfoSchema, type VinInfo } from '@tis/contracts';
import { Card, Empty, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { buildSideMenu } from '../../../app/layouts/side-menu';
import { ROUTE_TABLE } from '../../../app/routes';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { useVinInfoQuery } from '../../../shared/vehicle-filters/vehicle-data-api';
import { useSearchDocumentsQuery } from '../api/search-api';
import { DocumentResults } from '../components/document-results';
import { FunctionResults, GroupTitle } from '../components/function-results';
import { SearchBox } from '../components/search-box';
import { VehicleResult } from '../components/vehicle-result';
import { hasWord, isFiltered, searchQueryOf, useDocumentFilters } from '../search-filters';
import { checkKeyword, KEYWORD_PARAM, matchFunctions, searchUrl, vinOfKeyword } from '../search-keyword';
import '../search.css';

type VehicleSearch =
  | { state: 'none' }
  | { state: 'looking'; vin: string }
  | { state: 'found'; info: VinInfo }
  | { state: 'notFound'; vin: string };

/**
 * The vehicle a VIN-shaped keyword names, with the VIN query of the vehicle service (`GET
 * vehicle/vin`, open to every signed-in user). Not a VIN, or an answer that is neither a vehicle
 * nor the "VIN not found" message (a failed call): no vehicle group.
 */
function useVehicleSearch(vin: string | null): VehicleSearch {
  const { currentData, isFetching, isError } = useVinInfoQuery(vin ?? '', { skip: vin === null });
  if (vin === null || isError) return { state: 'none' };
  if (isFetching) return { state: 'looking', vin };
  if (typeof currentData === 'string') return { state: 'notFound', vin };
  const info = vinInfoSchema.safeParse(currentData);
  return info.success ? { state: 'found', info: info.data } : { state: 'none' };
}

/**
 * /SearchPage (spec section 2): one keyword box (required, at most 200 characters; the keyword is
 * kept in the URL as ?keyword=…, so a reload or a shared link shows the same results). Results by
 * group, each with its count: the pages the user may open whose title (current language) or path
 * contains the keyword, for a 17-character VIN the vehicle it names, and the published documents the
 * user may read that contain it (`GET search`: ranked, with facets; filters and page in the URL).
 */
export function SearchPage() {
  const { t } = useText();
  const [params, setParams] = useSearchParams();
  const raw = params.get(KEYWORD_PARAM);
  const checked = raw === null ? null : checkKeyword(raw);
  const keyword = checked?.ok ? checked.keyword : null;
  const roleRight = useAppSelector((state) => state.session.roleRight);
  const menu = useMemo(() => buildSideMenu(ROUTE_TABLE, roleRight), [roleRight]);
  const functions = useMemo(() => (keyword === null ? [] : matchFunctions(menu, keyword, t)), [menu, keyword, t]);
  const vehicle = useVehicleSearch(keyword === null ? null : vinOfKeyword(keyword));
  const [filters] = useDocumentFilters();
  const documentKeyword = keyword !== null && hasWord(keyword) ? keyword : null;
  const documents = useSearchDocumentsQuery(searchQueryOf(documentKeyword ?? '', filters), { skip: documentKeyword === null });
  // The answer for this keyword and these filters; while the next page loads, the last one stays shown under a spinner.
  const answer = documentKeyword === null ? undefined : documents.currentData;
  const documentsLoading = documentKeyword !== null && documents.isFetching && !answer;
  // The group shows while it loads, when it found something, or when its filters or a suggestion can help.
  const showDocuments =
    documentKeyword !== null &&
    (documentsLoading || (documents.isError && !documents.isFetching) || (answer !== undefined && (answer.total > 0 || answer.didYouMean !== null || isFiltered(filters) || filters.languages === 'all' || filters.pageNo > 1)));
  const total = functions.length + (vehicle.state === 'found' ? 1 : 0) + (answer?.total ?? 0);
  const settled = vehicle.state !== 'looking' && !documentsLoading;

  return (
    <div className="tis-search-page" data-testid="search-page">
      <Card variant="borderless" className="tis-search-head">
        <Typography.Title level={3} className="tis-search-title">
          <SearchOutlined aria-hidden="true" /> {t('search.page.pageTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="tis-search-intro">
          {t('search.page.intro')}
        </Typography.Paragraph>
        <SearchBox
          // A new URL keyword (back / forward, a link) shows in the box.
          key={raw ?? ''}
          initial={raw ?? ''}
          initialProblem={checked && !checked.ok ? checked.problem : null}
          // A new keyword starts again without filters, on page 1.
          onSearch={(next) => setParams({ [KEYWORD_PARAM]: next })}
          className="tis-search-page-box"
          data-testid="search"
        />
      </Card>

      {keyword !== null && (
        <section className="tis-search-results" aria-live="polite" data-testid="search-results">
          {settled && (
            <Typography.Text className="tis-search-summary" data-testid="search-summary">
              {t('search.result.summary', { keyword, count: total })}
            </Typography.Text>
          )}
          {vehicle.state === 'looking' && (
            <Card
              variant="borderless"
              className="tis-search-group"
              title={<GroupTitle icon={<CarOutlined />} label={t('search.group.vehicle')} count={0} testId="search-vehicle" />}
              data-testid="search-vehicle-looking"
            >
              <Spin size="small" /> <Typography.Text type="secondary">{t('search.vehicle.looking')}</Typography.Text>
            </Card>
          )}
          {vehicle.state === 'found' && <VehicleResult info={vehicle.info} />}
          {vehicle.state === 'notFound' && total > 0 && (
            <Card
              variant="borderless"
              className="tis-search-group"
              title={<GroupTitle icon={<CarOutlined />} label={t('search.group.vehicle')} count={0} testId="search-vehicle" />}
              data-testid="search-vehicle"
            >
              <Typography.Text type="danger" data-testid="search-vin-not-found">
                {t('search.vehicle.notFound', { vin: vehicle.vin })}
              </Typography.Text>
            </Card>
          )}
          {functions.length > 0 && <FunctionResults matches={functions} keyword={keyword} />}
          {showDocuments && (
            <DocumentResults answer={answer ?? documents.data} loading={documents.isFetching} failed={documents.isError} keyword={keyword} keywordUrl={searchUrl} />
          )}
          {total === 0 && settled && !showDocuments && (
            <Card variant="borderless" className="tis-search-group" data-testid="search-empty">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <div className="tis-search-empty">
                    <Typography.Text strong>{t('search.result.empty', { keyword })}</Typography.Text>
                    {vehicle.state === 'notFound' && (
                      <Typography.Text type="danger" data-testid="search-vin-not-found">
                        {t('search.vehicle.notFound', { vin: vehicle.vin })}
                      </Typography.Text>
                    )}
                    <Typography.Text type="secondary">{t('search.result.emptyHint')}</Typography.Text>
                  </div>
                }
              />
            </Card>
          )}
        </section>
      )}
    </div>
  );
}
