import { launchPlanChoices, launchPlanFacts, launchPlanHeading, launchPlanLabels } from '../content/launchPlan';
import { island } from '../platform';
import { LaunchPlan, type LaunchPlanProps } from '../sections/LaunchPlan';

/** The founder's launch plan: the questions and the plan for the answers in the address, with the calendar file, whose maker the page names. */
function LaunchPlanIsland({ file, query }: Pick<LaunchPlanProps, 'file' | 'query'>) {
  return <LaunchPlan heading={launchPlanHeading} facts={launchPlanFacts} choices={launchPlanChoices} labels={launchPlanLabels} file={file} query={query} />;
}

export default island('LaunchPlan', LaunchPlanIsland, { formatsAsItLoads: true });
