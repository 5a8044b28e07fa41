export { BlockedSteps, type BlockedStepsProps } from './BlockedSteps';
export type { LaunchPlanLabels } from './labels';
export { LaunchPlan, type LaunchPlanChoices, type LaunchPlanProps } from './LaunchPlan';
export { PlanPrintSheet, type PlanPrintSheetProps } from './PlanPrintSheet';
export { PlanQuestions, type PlanQuestionsProps } from './PlanQuestions';
export { PlanStepCard, type PlanStepCardProps } from './PlanStepCard';
export { PlanTimeline, type PlanTimelineProps } from './PlanTimeline';
