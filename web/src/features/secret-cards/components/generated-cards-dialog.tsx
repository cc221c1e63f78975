import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { TABLE_PAGE_SIZES, useConfirm } from '../../../shared/admin';
import type { GeneratedCard, GeneratedSeries } from '../api/secret-cards-api';
import { cardsCsv, cardsCsvFileName, saveTextFile } from '../cards-csv';

export interface GeneratedCardsDialogProps {
  /** The answer of the generation; null: closed. */
  generated: GeneratedSeries | null;
  /** Drops the cards: after this nothing in the page holds the secrets. */
  onClose: () => void;
}

/**
 * The cards of a new series with their secrets, shown this once (the server keeps only a hash).
 * The CSV is built in the browser from the answer. Closing before a download asks first.
 * Closing unmounts the dialog at once (no leaving animation), so the secrets leave the page with it.
 */
export function GeneratedCardsDialog({ generated, onClose }: GeneratedCardsDialogProps) {
  return generated ? <CardsDialog generated={generated} onClose={onClose} /> : null;
}

function CardsDialog({ generated, onClose }: { generated: GeneratedSeries; onClose: () => void }) {
  const { t } = useText();
  const [confirm, modalHolder] = useConfirm();
  const [downloaded, setDownloaded] = useState(false);

  const requestClose = () => {
    if (downloaded) {
      onClose();
      return;
    }
    confirm({
      title: t('secretCards.generated.closeConfirmTitle'),
      content: t('secretCards.generated.closeConfirmContent'),
      okText: t('secretCards.generated.closeAnyway'),
      danger: true,
      onOk: onClose,
    });
  };

  const download = () => {
    const { seriesCode } = generated.series;
    const headers = { seriesCode: t('secretCards.series.seriesCode'), cardNo: t('secretCards.card.cardNo'), secret: t('secretCards.card.secret') };
    saveTextFile(cardsCsv(seriesCode, generated.cards, headers), cardsCsvFileName(seriesCode));
    setDownloaded(true);
  };

  const columns: TableColumnsType<GeneratedCard> = [
    { title: t('secretCards.card.cardNo'), dataIndex: 'cardNo', key: 'cardNo' },
    {
      title: t('secretCards.card.secret'),
      dataIndex: 'secret',
      key: 'secret',
      render: (secret: string) => (
        <Typography.Text code copyable data-testid="generated-secret">
          {secret}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      {modalHolder}
      <Modal
        open
        title={t('secretCards.generated.title', { count: generated.cards.length, seriesCode: generated.series.seriesCode })}
        width={640}
        onCancel={requestClose}
        keyboard={false}
        mask={{ closable: false }}
        data-testid="generated-cards"
        footer={[
          <Button key="close" onClick={requestClose} data-testid="generated-close">
            {t('secretCards.generated.close')}
          </Button>,
          <Button key="download" type="primary" icon={<DownloadOutlined />} onClick={download} data-testid="generated-download">
            {downloaded ? t('secretCards.generated.downloadAgain') : t('secretCards.generated.download')}
          </Button>,
        ]}
      >
        <Alert type="warning" showIcon title={t('secretCards.generated.warning')} style={{ marginBottom: 16 }} data-testid="generated-warning" />
        <Table<GeneratedCard>
          rowKey="cardNo"
          size="small"
          columns={columns}
          dataSource={generated.cards}
          pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true, pageSizeOptions: TABLE_PAGE_SIZES.map(String) }}
        />
      </Modal>
    </>
  );
}
