import { Card, Descriptions, Empty, Typography } from 'antd';
import { CASE_STEP_FIELDS, CASE_STEP_SECTIONS, type CaseStepSection, type CaseStepView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { CASE_MEDIA_KINDS } from '../case-form';
import { CaseMediaList } from './case-media';

function StepView({ step, n }: { step: CaseStepView; n: number }) {
  const { t } = useText();
  const fields = CASE_STEP_FIELDS[step.section].filter((field) => step[field]);
  return (
    <Card size="small" className="tis-case-step" title={t('cases.section.row', { n })} data-testid={`view-step-${step.section}`}>
      {fields.length > 0 && (
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={fields.map((field) => ({ key: field, label: t(`cases.field.${field}`), children: step[field] }))} />
      )}
      {step.description && <Typography.Paragraph className="tis-case-text">{step.description}</Typography.Paragraph>}
      {CASE_MEDIA_KINDS.map((kind) => (
        <CaseMediaList key={kind} kind={kind} urls={step[kind]} />
      ))}
    </Card>
  );
}

/** The rows of a case by section (fault, check, analysis, solution), each with its fields, text, photos, audio and video. */
export function CaseStepsView({ steps }: { steps: readonly CaseStepView[] }) {
  const { t } = useText();
  const bySection = (section: CaseStepSection) => steps.filter((step) => step.section === section).sort((a, b) => a.sno - b.sno);
  return (
    <>
      {CASE_STEP_SECTIONS.map((section) => {
        const rows = bySection(section);
        return (
          <section key={section} className="tis-case-section" data-testid={`view-section-${section}`}>
            <Typography.Title level={5}>{t(`cases.section.${section}`)}</Typography.Title>
            {rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.section.empty')} />
            ) : (
              <div className="tis-case-step-list">
                {rows.map((step, index) => (
                  <StepView key={`${section}-${step.sno}`} step={step} n={index + 1} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
