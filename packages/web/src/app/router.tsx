// The route table. Pages load lazily, each in its own chunk; the guards decide who sees what.
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { prefetchLearnHome } from '../api/course-home-query.ts';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { CenteredLoader } from '../ui/CenteredLoader.tsx';
import { HomeRedirect, RequireUser } from './guards.tsx';
import { AppLayout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Only when the layout itself fails; page failures are caught below, inside the layout.
    errorElement: <RouteError />,
    // While the first page's chunk loads.
    HydrateFallback: CenteredLoader,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            path: 'login',
            lazy: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            element: <RequireUser />,
            children: [
              {
                path: 'learn',
                // The course home's data is asked for beside the page's code, not after its first drawing.
                loader: ({ request }) => {
                  void prefetchLearnHome(new URL(request.url));
                  return null;
                },
                lazy: () =>
                  import('../features/learn/LearnHomePage.tsx').then((m) => ({ Component: m.LearnHomePage })),
              },
              {
                path: 'learn/courses',
                lazy: () =>
                  import('../features/learn/CoursePickerPage.tsx').then((m) => ({
                    Component: m.CoursePickerPage,
                  })),
              },
              {
                path: 'learn/course-preview/:course',
                lazy: () =>
                  import('../features/learn/CoursePreviewPage.tsx').then((m) => ({
                    Component: m.CoursePreviewPage,
                  })),
              },
              {
                path: 'learn/assessment/:assessment',
                lazy: () =>
                  import('../features/learn/AssessmentPage.tsx').then((m) => ({
                    Component: m.AssessmentPage,
                  })),
              },
              {
                path: 'learn/brick/:project/:step/:subStep',
                lazy: () =>
                  import('../features/learn/BrickPage.tsx').then((m) => ({ Component: m.BrickPage })),
              },
              {
                path: 'learn/challenge/:challenge',
                lazy: () =>
                  import('../features/learn/ChallengePage.tsx').then((m) => ({ Component: m.ChallengePage })),
              },
              {
                path: 'reference',
                lazy: () =>
                  import('../features/learn/ReferenceLanding.tsx').then((m) => ({
                    Component: m.ReferenceLanding,
                  })),
              },
              {
                path: 'reference/:parent',
                lazy: () =>
                  import('../features/learn/ReferencePage.tsx').then((m) => ({ Component: m.ReferencePage })),
              },
              {
                path: 'classes',
                lazy: () =>
                  import('../features/classes/ClassesPage.tsx').then((m) => ({ Component: m.ClassesPage })),
              },
              {
                path: 'class/:classId',
                lazy: () =>
                  import('../features/classes/ClassLayout.tsx').then((m) => ({ Component: m.ClassLayout })),
                children: [
                  { index: true, element: <Navigate to="details" replace /> },
                  {
                    path: 'details',
                    lazy: () =>
                      import('../features/classes/ClassDetailsPage.tsx').then((m) => ({
                        Component: m.ClassDetailsPage,
                      })),
                  },
                  {
                    path: 'students',
                    lazy: () =>
                      import('../features/classes/ClassStudentsPage.tsx').then((m) => ({
                        Component: m.ClassStudentsPage,
                      })),
                  },
                  {
                    path: 'progress',
                    lazy: () =>
                      import('../features/teaching/ClassProgressPage.tsx').then((m) => ({
                        Component: m.ClassProgressPage,
                      })),
                  },
                  {
                    path: 'projects',
                    lazy: () =>
                      import('../features/classes/ClassProjectsPage.tsx').then((m) => ({
                        Component: m.ClassProjectsPage,
                      })),
                  },
                  {
                    path: 'wall',
                    lazy: () =>
                      import('../features/classes/ClassWallPage.tsx').then((m) => ({
                        Component: m.ClassWallPage,
                      })),
                  },
                  {
                    path: 'instructors',
                    lazy: () =>
                      import('../features/classes/ClassInstructorsPage.tsx').then((m) => ({
                        Component: m.ClassInstructorsPage,
                      })),
                  },
                  {
                    path: 'admin',
                    lazy: () =>
                      import('../features/classes/ClassAdminPage.tsx').then((m) => ({
                        Component: m.ClassAdminPage,
                      })),
                  },
                ],
              },
              {
                path: 'projects',
                lazy: () =>
                  import('../features/projects/AdminProjectsPage.tsx').then((m) => ({
                    Component: m.AdminProjectsPage,
                  })),
              },
              {
                path: 'projects/:project',
                lazy: () =>
                  import('../features/projects/ProjectPage.tsx').then((m) => ({ Component: m.ProjectPage })),
              },
              {
                path: 'profile/:user',
                lazy: () =>
                  import('../features/profile/ProfileLayout.tsx').then((m) => ({
                    Component: m.ProfileLayout,
                  })),
                children: [
                  { index: true, element: <Navigate to="home" replace /> },
                  {
                    path: 'home',
                    lazy: () =>
                      import('../features/profile/ProfileHomePage.tsx').then((m) => ({
                        Component: m.ProfileHomePage,
                      })),
                  },
                  {
                    path: 'feedback',
                    lazy: () =>
                      import('../features/profile/ProfileFeedbackPage.tsx').then((m) => ({
                        Component: m.ProfileFeedbackPage,
                      })),
                  },
                  {
                    path: 'achievements',
                    lazy: () =>
                      import('../features/profile/ProfileAchievementsPage.tsx').then((m) => ({
                        Component: m.ProfileAchievementsPage,
                      })),
                  },
                  {
                    path: 'badges',
                    lazy: () =>
                      import('../features/profile/ProfileBadgesPage.tsx').then((m) => ({
                        Component: m.ProfileBadgesPage,
                      })),
                  },
                  {
                    path: 'classes',
                    lazy: () =>
                      import('../features/profile/ProfileClassesPage.tsx').then((m) => ({
                        Component: m.ProfileClassesPage,
                      })),
                  },
                  {
                    path: 'class_projects',
                    lazy: () =>
                      import('../features/profile/ProfileClassProjectsPage.tsx').then((m) => ({
                        Component: m.ProfileClassProjectsPage,
                      })),
                  },
                  {
                    path: 'projects',
                    lazy: () =>
                      import('../features/projects/ProfileProjectsPage.tsx').then((m) => ({
                        Component: m.ProfileProjectsPage,
                      })),
                  },
                  {
                    path: 'details',
                    lazy: () =>
                      import('../features/profile/ProfileDetailsPage.tsx').then((m) => ({
                        Component: m.ProfileDetailsPage,
                      })),
                  },
                ],
              },
              {
                path: 'mark/class/:classId/user/:studentId/:kind/:itemId',
                lazy: () =>
                  import('../features/teaching/MarkingPage.tsx').then((m) => ({ Component: m.MarkingPage })),
              },
              { path: 'edit/library', element: <Navigate to="/edit/library/courses" replace /> },
              {
                path: 'edit/library/:tab',
                lazy: () =>
                  import('../features/library/LibraryPage.tsx').then((m) => ({ Component: m.LibraryPage })),
              },
              {
                path: 'edit/assessment/:id',
                lazy: () =>
                  import('../features/library/AssessmentEditorPage.tsx').then((m) => ({
                    Component: m.AssessmentEditorPage,
                  })),
              },
              {
                path: 'edit/topic/:id',
                lazy: () =>
                  import('../features/library/TopicEditorPage.tsx').then((m) => ({
                    Component: m.TopicEditorPage,
                  })),
              },
              {
                path: 'edit/link/:id',
                lazy: () =>
                  import('../features/library/LinkEditorPage.tsx').then((m) => ({
                    Component: m.LinkEditorPage,
                  })),
              },
              {
                path: 'edit/brick/:id',
                lazy: () =>
                  import('../features/library/BrickEditorPage.tsx').then((m) => ({
                    Component: m.BrickEditorPage,
                  })),
              },
              {
                path: 'edit/tutorial/:id',
                lazy: () =>
                  import('../features/library/TutorialEditorPage.tsx').then((m) => ({
                    Component: m.TutorialEditorPage,
                  })),
              },
              {
                path: 'edit/challenge/:id',
                lazy: () =>
                  import('../features/library/ChallengeEditorPage.tsx').then((m) => ({
                    Component: m.ChallengeEditorPage,
                  })),
              },
              ...(
                [
                  ['reference', 'ReferencePageEditor'],
                  ['definition', 'DefinitionPageEditor'],
                  ['faq', 'FaqPageEditor'],
                ] as const
              ).map(([editor, name]) => ({
                path: `edit/${editor}/:id`,
                lazy: () =>
                  import('../features/library/ReferenceEditorPage.tsx').then((m) => ({ Component: m[name] })),
              })),
              {
                path: 'edit/course/:id',
                lazy: () =>
                  import('../features/library/CourseEditorPage.tsx').then((m) => ({
                    Component: m.CourseEditorPage,
                  })),
              },
              {
                path: 'users',
                lazy: () =>
                  import('../features/users/UsersPage.tsx').then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: 'users/:user',
                lazy: () =>
                  import('../features/users/UserEditorPage.tsx').then((m) => ({
                    Component: m.UserEditorPage,
                  })),
              },
              {
                path: 'environments',
                lazy: () =>
                  import('../features/environments/EnvironmentsPage.tsx').then((m) => ({
                    Component: m.EnvironmentsPage,
                  })),
              },
              {
                path: 'environments/:id',
                lazy: () =>
                  import('../features/environments/EnvironmentPage.tsx').then((m) => ({
                    Component: m.EnvironmentPage,
                  })),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
