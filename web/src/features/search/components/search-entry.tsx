import { useNavigate } from 'react-router';
import { searchUrl } from '../search-keyword';
import { SearchBox } from './search-box';

/** The home page's search box: a checked keyword opens /SearchPage?keyword=…. */
export function SearchEntry() {
  const navigate = useNavigate();
  return (
    <SearchBox
      size="middle"
      className="tis-search-entry"
      placeholderKey="search.home.placeholder"
      labelKey="search.home.label"
      onSearch={(keyword) => void navigate(searchUrl(keyword))}
      data-testid="home-search"
    />
  );
}
