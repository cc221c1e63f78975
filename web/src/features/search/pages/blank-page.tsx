import { useMemo } from 'react';
import { FolderOpenOutlined, HomeOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Col, Menu, Result, Row, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { buildSideMenu } from '../../../app/layouts/side-menu';
import { ROUTE_TABLE } from '../../../app/routes';
import { useAppSelector } from '../../../app/store';
import type { TextKey, TextParams } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { GROUP_PARAM, groupUrl, pageGroupOf } from '../search-keyword';
import '../search.css';

/** A group name from the URL as shown in a message: at most this many characters. */
const SHOWN_NAME_LENGTH = 40;

/**
 * /Blank?group=<PageGroup> (spec section 2, a side-tree page): the landing page of a menu group. The
 * side tree lists the groups the user has pages in; the page shows the chosen group's title and its
 * pages the user may open (the side menu's filter: route table and roleRight), each a card linking
 * to the page. A missing, unknown or (for this user) empty group shows a message and a link home.
 */
export function BlankPage() {
  const { t } = useText();
  const [params] = useSearchParams();
  const name = params.get(GROUP_PARAM);
  const group = pageGroupOf(name);
  const roleRight = useAppSelector((state) => state.session.roleRight);
  const menu = useMemo(() => buildSideMenu(ROUTE_TABLE, roleRight), [roleRight]);
  const current = group === null ? undefined : menu.find((g) => g.group === group);

  let problem: { key: TextKey; params?: TextParams } | null = null;
  if (name === null || name.trim() === '') problem = { key: 'search.blank.missing' };
  else if (group === null) {
    const shown = name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}…` : name;
    problem = { key: 'search.blank.unknown', params: { group: shown } };
  } else if (!current) problem = { key: 'search.blank.empty', params: { group: t(`app.menu.group.${group}`) } };

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
        {problem || !current ? (
          <Card variant="borderless">
            <Result
              status="info"
              icon={<FolderOpenOutlined />}
              title={<span data-testid="blank-problem">{t(problem?.key ?? 'search.blank.missing', problem?.params)}</span>}
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
                  {t(current.labelKey)}
                </Typography.Title>
                <span className="tis-search-count" title={t('search.blank.pageCount', { count: current.pages.length })} data-testid="blank-count">
                  {current.pages.length}
                </span>
              </span>
            }
          >
            <Row gutter={[16, 16]} data-testid="blank-pages">
              {current.pages.map((page) => (
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
          </Card>
        )}
      </div>
    </div>
  );
}
