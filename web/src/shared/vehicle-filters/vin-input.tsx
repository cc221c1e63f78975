import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Input, Space, Tag, Typography } from 'antd';
import { checkVin, VIN_LENGTH, type VinInfo } from '@tis/contracts';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { codeLabel } from './selects';
import { useVinInfoQuery } from './vehicle-data-api';
import './vehicle-filters.css';

/** Characters a VIN may hold: digits and capitals other than I, O and Q (ISO 3779). */
const NOT_VIN_CHARACTER = /[^A-HJ-NPR-Z0-9]/g;

/** What was typed, upper-cased, without the characters a VIN cannot hold, at most 17 long; `dropped` when some were left out. */
export function sanitizeVin(typed: string): { vin: string; dropped: boolean } {
  const upper = typed.toUpperCase().replace(/\s+/g, '');
  const kept = upper.replace(NOT_VIN_CHARACTER, '');
  return { vin: kept.slice(0, VIN_LENGTH), dropped: kept.length !== upper.length };
}

export interface VinInputProps {
  value?: string;
  onChange?: (vin: string) => void;
  id?: string;
  /**
   * 'vin' (default): a whole VIN, checked as it is typed; at exactly 17 characters it is looked up
   * (brand and series shown) unless `lookup` is false. 'prefix': the first 1 to 17 characters (a
   * list filter), no length message and no lookup.
   */
  mode?: 'vin' | 'prefix';
  lookup?: boolean;
  /** Check the 9th character (the brand of the VIN uses the check digit). */
  checkDigit?: boolean;
  /** Show the local check's message under the field (default); off when a form rule shows it. */
  showProblem?: boolean;
  /** The VIN query's answer: the vehicle, or null (not found, or no longer 17 characters). */
  onLookup?: (info: VinInfo | null) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** The local message of a VIN (checkVin of the contracts), or null. */
function localProblem(vin: string, dropped: boolean, mode: 'vin' | 'prefix', checkDigit: boolean): TextKey | null {
  if (dropped) return 'validation.vinCharacters';
  if (mode === 'prefix' || vin === '') return null;
  return checkVin(vin, { checkDigit });
}

/**
 * A VIN field (spec sections 5 and 9): upper-cases, keeps only VIN characters, at most 17. The
 * local check (`checkVin`) answers at once; exactly 17 good characters call `GET vehicle/vin` and
 * show the brand and series, or the server's message ("VIN not found").
 */
export function VinInput({
  value = '',
  onChange,
  id,
  mode = 'vin',
  lookup = true,
  checkDigit = false,
  showProblem = true,
  onLookup,
  placeholder,
  disabled,
  style,
  'data-testid': testId = 'vin-input',
}: VinInputProps) {
  const { t } = useText();
  const [dropped, setDropped] = useState(false);
  const problem = localProblem(value, dropped, mode, checkDigit);
  const wanted = mode === 'vin' && lookup && value.length === VIN_LENGTH && problem === null;
  const { currentData, isFetching } = useVinInfoQuery(value, { skip: !wanted });
  const answer = wanted ? currentData : undefined;
  const info = typeof answer === 'object' ? answer : null;

  // The latest callback, without re-running the report when only the callback changed.
  const report = useRef(onLookup);
  useEffect(() => {
    report.current = onLookup;
  });
  useEffect(() => {
    if (!isFetching) report.current?.(info);
  }, [info, isFetching]);

  const typed = (text: string) => {
    const next = sanitizeVin(text);
    setDropped(next.dropped);
    onChange?.(next.vin);
  };

  const lengthHint = problem === 'validation.vinLength';
  return (
    <div className="tis-vin-input" style={style}>
      <Input
        id={id}
        value={value}
        onChange={(e) => typed(e.target.value)}
        maxLength={VIN_LENGTH}
        allowClear
        disabled={disabled}
        placeholder={placeholder ?? (mode === 'prefix' ? t('vehicles.vin.prefixPlaceholder') : t('vehicles.vin.placeholder'))}
        status={showProblem && problem && !lengthHint ? 'error' : undefined}
        suffix={mode === 'vin' ? <span className="tis-vin-count">{`${value.length}/${VIN_LENGTH}`}</span> : undefined}
        data-testid={testId}
      />
      {showProblem && problem && (
        <Typography.Text type={lengthHint ? 'secondary' : 'danger'} className="tis-vin-note" data-testid={`${testId}-problem`}>
          {t(problem)}
        </Typography.Text>
      )}
      {wanted && isFetching && (
        <Typography.Text type="secondary" className="tis-vin-note">
          {t('vehicles.vin.looking')}
        </Typography.Text>
      )}
      {wanted && !isFetching && typeof answer === 'string' && (
        <Typography.Text type="danger" className="tis-vin-note" data-testid={`${testId}-not-found`}>
          {answer === '' ? t('error.vinNotFound') : answer}
        </Typography.Text>
      )}
      {info && !isFetching && (
        <Space size={12} wrap className="tis-vin-note" data-testid={`${testId}-info`}>
          <span>
            {t('vehicles.vin.brandLabel')}
            <b data-testid={`${testId}-brand`}>{codeLabel(info.brandCode, info.brandName)}</b>
          </span>
          <span>
            {t('vehicles.vin.seriesLabel')}
            <b data-testid={`${testId}-series`}>{codeLabel(info.seriesCode, info.seriesName)}</b>
          </span>
          <span>
            {t('vehicles.vin.modelLabel')}
            {codeLabel(info.modelCode, info.modelName)} · {info.modelYear}
          </span>
          {info.shielded && <Tag color="red">{t('vehicles.vin.shielded')}</Tag>}
        </Space>
      )}
    </div>
  );
}
