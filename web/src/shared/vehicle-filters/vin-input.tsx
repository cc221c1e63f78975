import { useEffect, useRef, type CSSProperties } from 'react';
import { Input, Space, Tag, Typography } from 'antd';
import { checkVin, VIN_LENGTH, VIN_PROBLEM_KEYS, vinCharacterProblem, type VinInfo } from '@tis/contracts';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { codeLabel } from './selects';
import { useVinInfoQuery } from './vehicle-data-api';
import './vehicle-filters.css';

/**
 * What was typed or pasted, upper-cased, without white space, at most 17 long. Characters a VIN
 * cannot hold (I, O, Q, symbols) are kept so that the check names them; white space goes before
 * the cut, so a pasted VIN with a leading space keeps its last character.
 */
export function sanitizeVin(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, '').slice(0, VIN_LENGTH);
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

/** The local message of a VIN (checkVin of the contracts) or of a prefix (its characters), or null. */
function localProblem(vin: string, mode: 'vin' | 'prefix', checkDigit: boolean): TextKey | null {
  if (vin === '') return null;
  if (mode === 'vin') return checkVin(vin, { checkDigit });
  const characters = vinCharacterProblem(vin);
  return characters && VIN_PROBLEM_KEYS[characters];
}

/**
 * A VIN field (spec sections 5 and 9): upper-cases, drops white space, at most 17. The local check
 * (`checkVin`: the letters I, O and Q, other characters, length, check digit) answers at once;
 * exactly 17 good characters call `GET vehicle/vin` and show the brand and series, or the server's
 * message ("VIN not found").
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
  const problem = localProblem(value, mode, checkDigit);
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

  const lengthHint = problem === 'validation.vinLength';
  return (
    <div className="tis-vin-input" style={style}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(sanitizeVin(e.target.value))}
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
