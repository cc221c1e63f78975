import { HELP_DOC_EXPORT_PATH, helpDocsResource, type HelpDocView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { toPageParams } from '../../../shared/admin';
import { ListExportButton, ResourcePage } from '../../../shared/resource';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { HelpLanguageSelect, HelpParentSelect } from '../components/help-doc-inputs';

/**
 * /HelperEditorList: the help documents of one language (the interface's unless the filter names
 * another): title, parent, level, order, visible; add and edit in the rich-text editor, delete (not
 * while sub-documents exist), the order by sort number, and the export of the list.
 */
export function HelperEditorListPage() {
  const { lang } = useText();
  return (
    <ResourcePage
      resource={helpDocsResource}
      dialogWidth={920}
      newValues={{ langCode: lang, parentId: null, sortNo: 0, visible: 1, content: '' }}
      inputs={{
        langCode: () => <HelpLanguageSelect data-testid="lang-code" />,
        parentId: (record: HelpDocView | null) => <HelpParentSelect editing={record?.id ?? null} />,
        content: () => <RichTextEditor minHeight={320} data-testid="help-doc-content" />,
      }}
      filterInputs={{ langCode: <HelpLanguageSelect allowClear data-testid="filter-lang-code" /> }}
      toolbar={(query) => <ListExportButton exportPath={HELP_DOC_EXPORT_PATH} params={toPageParams(query)} fileName="help-documents" testId="help-doc-export" />}
    />
  );
}
