import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  SettingOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CloudUploadOutlined,
  FileSearchOutlined,
  FolderOpenOutlined,
  MedicineBoxOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { ADMIN_FUNCTIONS, isPageAllowed, USER_TYPES, type UserType } from '@tis/contracts';
import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { useAppSelector } from '../../../app/store';
import { HomepageCarousel } from '../../homepage-images/components/homepage-carousel';
import { SearchEntry } from '../../search/components/search-entry';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import './index-page.css';

const USER_TYPE_TEXT: Record<UserType, WebTextKey> = {
  oem: 'accounts.user.type.oem',
  dealer: 'accounts.user.type.dealer',
  social: 'accounts.user.type.social',
};

/** The translated user type; an unknown value as it is. */
function userTypeLabel(value: string | number, t: (key: WebTextKey) => string): string {
  return (USER_TYPES as readonly unknown[]).includes(value) ? t(USER_TYPE_TEXT[value as UserType]) : String(value);
}

/** Home module icons (spec section 2). */
const MODULES: readonly { key: WebTextKey; icon: ReactNode }[] = [
  { key: 'home.module.wsm', icon: <BookOutlined /> },
  { key: 'home.module.diagnose', icon: <MedicineBoxOutlined /> },
  { key: 'home.module.body', icon: <CarOutlined /> },
  { key: 'home.module.tool', icon: <ToolOutlined /> },
  { key: 'home.module.wiring', icon: <ApartmentOutlined /> },
  { key: 'home.module.labor', icon: <ClockCircleOutlined /> },
  { key: 'home.module.epc', icon: <AppstoreOutlined /> },
  { key: 'home.module.case', icon: <FileSearchOutlined /> },
  { key: 'home.module.claim', icon: <AuditOutlined /> },
  { key: 'home.module.tsb', icon: <NotificationOutlined /> },
  { key: 'home.module.software', icon: <CloudUploadOutlined /> },
  { key: 'home.module.battery', icon: <ThunderboltOutlined /> },
  { key: 'home.module.directedPublish', icon: <SafetyCertificateOutlined /> },
  { key: 'home.module.fileCentre', icon: <FolderOpenOutlined /> },
];

/** /index: who is signed in, the modules, and the admin functions the role rights allow. */
export function IndexPage() {
  const { t } = useText();
  const { user, roleRight } = useAppSelector((state) => state.session);
  const adminFunctions = ADMIN_FUNCTIONS.filter((fn) => isPageAllowed(roleRight, fn.permission));

  return (
    <div className="tis-home" data-testid="home-page">
      <HomepageCarousel />
      <Card className="tis-home-welcome" variant="borderless">
        <Typography.Title level={3} className="tis-home-welcome-title">
          {user ? t('home.index.welcomeUser', { name: user.userName || user.userCode }) : t('home.index.welcome')}
        </Typography.Title>
        {user && (
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label={t('home.index.userCode')}>{user.userCode}</Descriptions.Item>
            {user.userType !== undefined && (
              <Descriptions.Item label={t('home.index.userType')}>
                {userTypeLabel(user.userType, t)}
              </Descriptions.Item>
            )}
            {user.userAgentCode && (
              <Descriptions.Item label={t('home.index.agentCode')}>{user.userAgentCode}</Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>

      <div className="tis-home-section-head">
        <Typography.Title level={4} className="tis-home-section">
          {t('home.index.modules')}
        </Typography.Title>
        <SearchEntry />
      </div>
      <Row gutter={[16, 16]}>
        {MODULES.map((module) => (
          <Col key={module.key} xs={12} sm={8} md={6} lg={4}>
            <Card className="tis-home-module" variant="borderless">
              <span className="tis-home-module-icon">{module.icon}</span>
              <span className="tis-home-module-name">{t(module.key)}</span>
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={4} className="tis-home-section">
        {t('home.index.adminFunctions')}
      </Typography.Title>
      <Card variant="borderless">
        {adminFunctions.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.index.noAdminFunctions')} />
        ) : (
          <ul className="tis-home-admin" data-testid="admin-functions">
            {adminFunctions.map((fn) => (
              <li key={fn.permission} className="tis-home-admin-item" data-testid={`admin-function-${fn.permission}`}>
                <SettingOutlined /> {t(fn.i18nKey)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
