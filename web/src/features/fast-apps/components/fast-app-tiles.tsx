import { type ActiveFastApp, linkTarget } from '@tis/contracts';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { StoredImage } from '../../../shared/widgets/file-upload/stored-image';
import { useActiveFastAppsQuery } from '../api/fast-apps-api';
import './fast-app-tiles.css';

/** A tile opens a portal path in the portal, an https site in a new tab; anything else (never stored) opens nothing. */
function TileLink({ app, children }: { app: ActiveFastApp; children: ReactNode }) {
  const target = linkTarget(app.link);
  const testId = `fast-app-${app.id}`;
  if (target?.kind === 'https') {
    return (
      <a href={app.link} target="_blank" rel="noopener noreferrer" className="tis-fast-app" data-testid={testId}>
        {children}
      </a>
    );
  }
  if (target?.kind === 'path') {
    return (
      <Link to={app.link} className="tis-fast-app" data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <span className="tis-fast-app" data-testid={testId}>
      {children}
    </span>
  );
}

/** The home page's common applications (/FastAPP): icon and name of each, opening its link; nothing when there are none. */
export function FastAppTiles() {
  const { t } = useText();
  const { data } = useActiveFastAppsQuery(undefined);
  const apps = data ?? [];
  if (apps.length === 0) return null;
  return (
    <section data-testid="fast-apps">
      <Typography.Title level={4} className="tis-home-section">
        {t('fastApp.home.title')}
      </Typography.Title>
      <Card variant="borderless">
        <Row gutter={[16, 16]}>
          {apps.map((app) => (
            <Col key={app.id} xs={8} sm={6} md={4} lg={3}>
              <TileLink app={app}>
                <StoredImage src={app.appIcon} alt="" className="tis-fast-app-icon" />
                <span className="tis-fast-app-name">{app.appName}</span>
              </TileLink>
            </Col>
          ))}
        </Row>
      </Card>
    </section>
  );
}
