import { useMemo } from 'react';
import { FolderOpenOutlined, HomeOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Menu, Result, Row, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { buildSideMenu, type MenuGroup } from '../../../app/layouts/side-menu';
import { ROUTE_TABLE } from '../../../app/routes';
import { useAppSelector } from '../../../app/store';
import type { TextKey, TextParams } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { MODULE_PARAM, moduleOf, moduleSections, moduleTitleKey, type ModuleSection } from '../../home/home-modules';
import { GROUP_PARAM, groupUrl, pageGroupOf } from '../search-keyword';
import '../search.css';

/** A group name from the URL as shown in a message: at most this many characters. */
const SHOWN_NAME_LENGTH = 40;

type Problem = { key: TextKey; params?: TextParams };

/** What the page shows: a title and the pages by menu group, or why there is nothing to show. */
type Landing = { titleKey: TextKey; sections: ModuleSection[] } | { problem: Problem };

/** A name from the URL as shown in a message. */
function shownName(name: string): string {
  return name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}…` : name;
}

/** The landing of ?module=… (a home tile or admin function, home-modules.ts). */
function moduleLanding(menu: readonly MenuGroup[], name: string, t: (key: TextKey) => string): Landing {
  const id = moduleOf(name);
  if (id === null) return { problem: { key: 'home.landing.unknown', params: { module: shownName(name) } } };
  const sections = moduleSections(menu, id);
  if (sections.length === 0) return { problem: { key: 'home.landing.empty', params: { module: t(moduleTitleKey(id)) } } };
  return { titleKey: moduleTitleKey(id), sections };
}

/** The landing of ?group=… (a menu group). */
function groupLanding(menu: readonly MenuGroup[], name: string | null, t: (key: TextKey) => string): Landing {
  if (name === null || name.trim() === '') return { problem: { key: 'search.blank.missing' } };
  const group = pageGroupOf(name);
  if (group === null) return { problem: { key: 'search.blank.unknown', params: { group: shownName(name) } } };
  const current = menu.find((g) => g.group === group);
  if (!current) return { problem: { key: 'search.blank.empty', params: { group: t(`app.menu.group.${group}`) } } };
  return { titleKey: current.labelKey, sections: [current] };
}

/**
 * /Blank?group=<PageGroup> or /Blank?module=<module> (spec section 2, a side-tree page): the landing
 * page of a menu group, or of a module that a home tile or admin-function button opens. The side
 * tree lists the groups the user has pages in; the page shows the chosen group's or module's title
 * and its pages the user may open (the side menu's filter: route table and roleRight), each a card
 * linking to the page. A missing, unknown or (for this user) empty group or module shows a message
 * and a link home.
 */
export function BlankPage() {
  const { t } = useText();
  const [params] = useSearchParams();
  const moduleName = params.get(MODULE_PARAM);
  const group = moduleName === null ? pageGroupOf(params.get(GROUP_PARAM)) : null;
  const roleRight = useAppSelector((state) => state.session.roleRight);
  const menu = useMemo(() => buildSideMenu(ROUTE_TABLE, roleRight), [roleRight]);
  const landing = moduleName === null ? groupLanding(menu, params.get(GROUP_PARAM), t) : moduleLanding(menu, moduleName, t);
  const pageCount = 'sections' in landing ? landing.sections.reduce((n, section) => n + section.pages.length, 0) : 0;

  return (
    <div className="tis-blank" data-testid="blank-page">
      <Card variant="borderless" className="tis-blank-tree" title={t('search.blank.groups')} size="small">
        <Menu
          mode="inline"
          className="tis-blank-menu"
          selectedKeys={group ? [group] : []}
          aria-label={t('search.blank.groups')}
          data-testid="blank-tree"
          items={menu.map((g) => ({
            key: g.group,
            label: (
              <Link to={groupUrl(g.group)} className="tis-blank-tree-link" data-testid={`blank-tree-${g.group}`}>
                <span className="tis-blank-tree-label">{t(g.labelKey)}</span>
                <span className="tis-blank-tree-count">{g.pages.length}</span>
              </Link>
            ),
          }))}
        />
      </Card>

      <div className="tis-blank-main">
        {'problem' in landing ? (
          <Card variant="borderless">
            <Result
              status="info"
              icon={<FolderOpenOutlined />}
              title={<span data-testid="blank-problem">{t(landing.problem.key, landing.problem.params)}</span>}
              subTitle={t('search.blank.hint')}
              extra={
                <Link to="/index" className="tis-blank-home" data-testid="blank-home">
                  <HomeOutlined aria-hidden="true" /> {t('search.blank.home')}
                </Link>
              }
            />
          </Card>
        ) : (
          <Card
            variant="borderless"
            title={
              <span className="tis-search-group-title">
                <Typography.Title level={4} className="tis-blank-title" data-testid="blank-title">
                  {t(landing.titleKey)}
                </Typography.Title>
                <span className="tis-search-count" title={t('search.blank.pageCount', { count: pageCount })} data-testid="blank-count">
                  {pageCount}
                </span>
              </span>
            }
          >
            <Flex vertical gap={20}>
              {landing.sections.map((section) => (
                <section key={section.group} data-testid={`blank-section-${section.group}`}>
                  {landing.sections.length > 1 && (
                    <Typography.Title level={5}>
                      {t(section.labelKey)}
                    </Typography.Title>
                  )}
                  <Row gutter={[16, 16]} data-testid="blank-pages">
                    {section.pages.map((page) => (
                      <Col key={page.path} xs={24} sm={12} lg={8} xxl={6}>
                        <Link to={page.path} className="tis-blank-page" data-testid={`blank-page-${page.path.slice(1)}`}>
                          <span className="tis-blank-page-text">
                            <span className="tis-blank-page-title">{t(page.titleKey)}</span>
                            <span className="tis-blank-page-path">{page.path}</span>
                          </span>
                          <RightOutlined aria-hidden="true" className="tis-blank-page-arrow" />
                        </Link>
                      </Col>
                    ))}
                  </Row>
                </section>
              ))}
            </Flex>
          </Card>
        )}
      </div>
    </div>
  );
}
