import { useId, useState, type SyntheticEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { KEYWORD_MAX_LENGTH } from '@tis/contracts';
import { Button, Input, Space, Typography } from 'antd';
import type { TextKey, TextParams } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { checkKeyword } from '../search-keyword';
import '../search.css';

export interface SearchBoxProps {
  /** What the box shows at first (the URL's keyword); the box keeps its own text afterwards. */
  initial?: string;
  /** A problem to show at first (the URL's keyword was blank or too long). */
  initialProblem?: { key: TextKey; params?: TextParams } | null;
  /** Called with the trimmed keyword when it passes the check (Enter or the button). */
  onSearch: (keyword: string) => void;
  size?: 'large' | 'middle';
  placeholderKey?: TextKey;
  labelKey?: TextKey;
  className?: string;
  /** Prefix of the test ids: `<id>-input`, `<id>-submit`, `<id>-problem`. */
  'data-testid'?: string;
}

/**
 * A keyword box with a search button (a `role="search"` form: Enter or the button submits). The
 * keyword is required and at most KEYWORD_MAX_LENGTH characters; a blank one shows the translated
 * message and searches nothing.
 */
export function SearchBox({
  initial = '',
  initialProblem = null,
  onSearch,
  size = 'large',
  placeholderKey = 'search.keyword.placeholder',
  labelKey = 'search.keyword.label',
  className,
  'data-testid': testId = 'search-box',
}: SearchBoxProps) {
  const { t } = useText();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState(initialProblem);
  const problemId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkKeyword(typed);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onSearch(checked.keyword);
  };

  return (
    <form role="search" className={className ? `tis-search-box ${className}` : 'tis-search-box'} onSubmit={submit} noValidate data-testid={testId}>
      <Space.Compact block size={size}>
        <Input
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            if (problem) setProblem(null);
          }}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={t(placeholderKey)}
          aria-label={t(labelKey)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          status={problem ? 'error' : undefined}
          prefix={<SearchOutlined className="tis-search-box-icon" aria-hidden="true" />}
          allowClear
          data-testid={`${testId}-input`}
        />
        <Button type="primary" htmlType="submit" data-testid={`${testId}-submit`}>
          {t('search.keyword.submit')}
        </Button>
      </Space.Compact>
      {problem && (
        <Typography.Text type="danger" id={problemId} role="alert" className="tis-search-box-problem" data-testid={`${testId}-problem`}>
          {t(problem.key, problem.params)}
        </Typography.Text>
      )}
    </form>
  );
}
