import { projectCards } from '../content/projects';
import { ui } from '../content/ui';
import { island } from '../platform';
import { ProjectGrid } from '../sections/ProjectGrid';

/** Client stories, a page at a time (`?page=2`). */
function ProjectGridIsland({ columns, pageSize }: { columns: 2 | 3; pageSize: number }) {
  return <ProjectGrid projects={projectCards} labels={ui.projects} columns={columns} pageSize={pageSize} />;
}

export default island('ProjectGrid', ProjectGridIsland);
