import { useState } from 'react';
import { Alert, Card, Space, Typography } from 'antd';
import { checkVin } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LockButton } from '../../../shared/admin';
import { VinInput } from '../../../shared/vehicle-filters';
import { useLazyAlignmentByVinQuery } from '../api/alignment-api';
import { AlignmentValuesTable } from './angle';

/** The reader's look-up: the published standard of a VIN's model, else of its series. */
export function AlignmentVinLookup() {
  const { t } = useText();
  const [vin, setVin] = useState('');
  const [lookUp, { currentData: answer, isFetching }] = useLazyAlignmentByVinQuery();
  const valid = checkVin(vin, { checkDigit: false }) === null;
  return (
    <Card size="small" title={t('alignment.vin.title')} style={{ marginBottom: 16 }} data-testid="alignment-vin">
      <Space wrap>
        <VinInput value={vin} onChange={setVin} lookup={false} placeholder={t('alignment.vin.placeholder')} style={{ width: 260 }} data-testid="alignment-vin-input" />
        <LockButton type="primary" disabled={!valid} loading={isFetching} onClick={() => void lookUp(vin)} data-testid="alignment-vin-search">
          {t('alignment.vin.search')}
        </LockButton>
      </Space>
      {answer && answer.vehicle.vin === vin && (
        <div style={{ marginTop: 12 }} data-testid="alignment-vin-result">
          <Typography.Paragraph>
            {[answer.vehicle.brandName ?? answer.vehicle.brandCode, answer.vehicle.seriesName ?? answer.vehicle.seriesCode, answer.vehicle.modelName ?? answer.vehicle.modelCode].join(' / ')}
          </Typography.Paragraph>
          {answer.standard ? (
            <>
              <Typography.Paragraph type="secondary" data-testid="alignment-vin-matched">
                {t(answer.matchedBy === 'model' ? 'alignment.vin.matchedBy.model' : 'alignment.vin.matchedBy.series')}
              </Typography.Paragraph>
              <AlignmentValuesTable values={answer.standard.values} testId="alignment-vin-values" />
            </>
          ) : (
            <Alert type="info" showIcon title={t('alignment.vin.none')} data-testid="alignment-vin-none" />
          )}
        </div>
      )}
    </Card>
  );
}
