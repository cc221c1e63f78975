import type { ReactNode } from 'react';
import { Card } from 'antd';
import { currentDeployment } from '../../app/runtime-config';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useText } from '../../i18n/use-text';
import './public-card-page.css';

export interface PublicCardPageProps {
  title: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The frame of the pages outside the main layout that work without a session (/RePassPage,
 * /RegistVDS, /ssoPage, /oaPortal): the site title and language selector on the brand
 * background, one card in the middle.
 */
export function PublicCardPage({ title, children, 'data-testid': testId }: PublicCardPageProps) {
  const { t } = useText();
  return (
    <div className="tis-public" data-testid={testId}>
      <header className="tis-public-top">
        <span className="tis-public-brand">{t(currentDeployment().premium ? 'app.title.premium' : 'app.title.web')}</span>
        <LanguageSwitcher variant="light" />
      </header>
      <main className="tis-public-main">
        <Card className="tis-public-card" variant="borderless">
          <h1 className="tis-public-title">{title}</h1>
          {children}
        </Card>
      </main>
    </div>
  );
}
