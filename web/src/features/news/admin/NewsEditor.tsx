import { RichTextField } from '../../../ui/RichTextField.tsx';

export interface NewsEditorProps {
  id: string;
  label: string;
  /** The editor's HTML; '' while the document is empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
}

/** The rich-text editor of a news text: what the server keeps of it is in docs/NEWS.md. */
export function NewsEditor(props: NewsEditorProps) {
  return <RichTextField {...props} texts="newsAdmin.editor" minHeight={200} />;
}
