import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { KEYWORD_MAX_LENGTH, readingRoute, SUGGEST_KEYWORD_MAX_LENGTH, SUGGESTIONS_MAX, type SearchSuggestion } from '@tis/contracts';
import { AutoComplete, Button, Input, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { TextKey, TextParams } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { useSearchSuggestionsQuery } from '../api/search-api';
import { hasWord } from '../search-filters';
import { checkKeyword } from '../search-keyword';
import { useKindName } from './document-results';
import '../search.css';

/** How long the typed text rests before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

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
  /** Prefix of the test ids: `<id>-input`, `<id>-submit`, `<id>-problem`, `<id>-suggestion-<n>`. */
  'data-testid'?: string;
}

/** `value` once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The value of a suggestion in the list (unique: a code and a title of one document may both be offered). */
const optionValue = (s: SearchSuggestion, i: number) => `${i}:${s.type}:${s.kind}:${s.documentId}`;

/**
 * A keyword box with a search button (a `role="search"` form: Enter or the button submits). The
 * keyword is required and at most KEYWORD_MAX_LENGTH characters; a blank one shows the translated
 * message and searches nothing. While typing, the codes and titles that start with the text are
 * offered (`GET search/suggest`, after the text rests for SUGGEST_DELAY_MS): choosing one (arrows
 * and Enter, or a click) opens its document; Enter without a chosen suggestion searches the text.
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
  const kindName = useKindName();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState(initialProblem);
  const problemId = useId();

  const settled = useSettled(typed.trim(), SUGGEST_DELAY_MS);
  const prefix = settled !== '' && settled === typed.trim() && settled.length <= SUGGEST_KEYWORD_MAX_LENGTH && hasWord(settled) ? settled : '';
  // The text shown at first (the URL's keyword) was searched already: no suggestions until the user types.
  const asked = prefix !== '' && prefix !== initial.trim() ? prefix : '';
  const { currentData } = useSearchSuggestionsQuery(asked, { skip: asked === '' });
  const suggestions = asked === '' ? [] : (currentData ?? []).slice(0, SUGGESTIONS_MAX);

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

  const options = suggestions.map((s, i) => {
    const kind = kindName(s.kind);
    return {
      value: optionValue(s, i),
      suggestion: s,
      // What a screen reader announces for the option (the list's value is only a key).
      'aria-label': t('search.suggest.option', { kind, text: s.text }),
      label: (
        <span className="tis-search-suggestion" data-testid={`${testId}-suggestion-${i}`}>
          <Tag color={s.type === 'code' ? 'geekblue' : 'blue'} className="tis-search-suggestion-kind">
            {kind}
          </Tag>
          <span className={s.type === 'code' ? 'tis-search-suggestion-text tis-search-suggestion-code' : 'tis-search-suggestion-text'}>{s.text}</span>
        </span>
      ),
    };
  });

  return (
    <form role="search" className={className ? `tis-search-box ${className}` : 'tis-search-box'} onSubmit={submit} noValidate data-testid={testId}>
      <Space.Compact block size={size}>
        <AutoComplete
          className="tis-search-box-complete"
          value={typed}
          options={options}
          // Enter searches the typed text unless the user moved onto a suggestion.
          defaultActiveFirstOption={false}
          onChange={(value: string) => {
            // Choosing a suggestion opens it; its list value never becomes the text.
            if (options.some((o) => o.value === value)) return;
            setTyped(value);
            if (problem) setProblem(null);
          }}
          onSelect={(_value, option) => {
            const { suggestion } = option;
            void navigate(readingRoute(suggestion.kind, suggestion.documentId, suggestion.code));
          }}
        >
          <Input
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
        </AutoComplete>
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
