import { useState, type ReactNode } from 'react';
import { Card, Space, Typography } from 'antd';
import { FloatingToolbar, type FloatingToolbarProps } from '../floating-toolbar';
import { VerifyHistory } from '../verify-history';
import { useDocumentReading, type ReadingKind } from './use-document-reading';

/** Opens the page's editor on the document. */
type OpenEditor = () => void;

export interface ReadingFrameProps {
  doc: { id: string };
  /** The card's test id ("claim-detail"). */
  testId: string;
  title: ReactNode;
  titleTestId?: string;
  /** The states and marks under the title. */
  meta: ReactNode;
  /** The workflow buttons and other tools above the head (not printed); `edit` opens the editor. */
  tools: (edit: OpenEditor) => ReactNode;
  /** The kind's editor, open on the document while `target` is set. */
  editor?: (target: { id: string } | null, onClose: () => void) => ReactNode;
  /** The head, texts and sections of the document. */
  children: ReactNode;
}

/**
 * The frame of a document's reading view: the title, the states, the tools (not printed), the
 * document's own content and the kind's editor, opened by the tools' edit.
 */
export function ReadingFrame({ doc, testId, title, titleTestId, meta, tools, editor, children }: ReadingFrameProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="borderless" className="tis-case-reading" data-testid={testId}>
      <Typography.Title level={3} className="tis-case-title" data-testid={titleTestId}>
        {title}
      </Typography.Title>
      <Space wrap className="tis-case-meta">
        {meta}
      </Space>
      <div className="tis-case-tools tis-print-hide">{tools(() => setEditing(true))}</div>
      {children}
      {editor?.(editing ? { id: doc.id } : null, () => setEditing(false))}
    </Card>
  );
}

export interface DocumentReadingViewProps extends ReadingFrameProps {
  doc: { id: string; favorite: boolean };
  kind: ReadingKind;
  /** Shares the document; absent: no share button. */
  onShare?: FloatingToolbarProps['onShare'];
}

/**
 * The reading view of a document of the case rules (case, claim, quality feedback; spec sections 2
 * and 3): the frame, then the verify history and the floating toolbar (favorite on / off, share
 * when given, print and download with the watermark, search).
 */
export function DocumentReadingView({ kind, onShare, children, ...frame }: DocumentReadingViewProps) {
  const { toolbar, history } = useDocumentReading(kind, frame.doc);
  return (
    <ReadingFrame {...frame}>
      {children}
      <VerifyHistory {...history} />
      <FloatingToolbar {...toolbar} onShare={onShare} />
    </ReadingFrame>
  );
}
