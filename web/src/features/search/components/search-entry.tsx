import { useNavigate } from 'react-router';
import { searchUrl } from '../search-keyword';
import { SearchBox } from './search-box';

const PLACES = {
  home: { size: 'middle', className: 'tis-search-entry', testId: 'home-search' },
  header: { size: 'middle', className: 'tis-search-entry tis-search-header', testId: 'header-search' },
} as const;

/**
 * The search box of the home page and of the header: a checked keyword opens /SearchPage?keyword=…,
 * a suggestion its document.
 */
export function SearchEntry({ place = 'home' }: { place?: keyof typeof PLACES }) {
  const navigate = useNavigate();
  const { size, className, testId } = PLACES[place];
  return (
    <SearchBox
      size={size}
      className={className}
      placeholderKey="search.home.placeholder"
      labelKey="search.home.label"
      onSearch={(keyword) => void navigate(searchUrl(keyword))}
      data-testid={testId}
    />
  );
}
