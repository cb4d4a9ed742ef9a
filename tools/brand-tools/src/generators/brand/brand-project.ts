/**
 * The Nx project of one brand. Its build compiles the web app with BRAND=<id>;
 * it does not run web:build (which would build the default brand as well), so
 * `dependsOn` only refreshes the generated manifest schema. `implicitDependencies`
 * on web makes a change to the app rebuild every brand, while a change inside
 * brands/<id>/ affects this brand alone.
 */
export function brandProjectJson(id: string) {
  return {
    name: `brand-${id}`,
    $schema: '../../node_modules/nx/schemas/project-schema.json',
    projectType: 'application',
    sourceRoot: `brands/${id}`,
    tags: ['scope:brand', 'type:app'],
    implicitDependencies: ['web'],
    targets: {
      build: {
        executor: 'nx:run-commands',
        cache: true,
        dependsOn: [{ projects: ['shared-brand'], target: 'generate-schemas' }],
        inputs: ['{projectRoot}/**/*', '!{projectRoot}/README.md', '^production'],
        outputs: [`{workspaceRoot}/dist/brands/${id}`],
        options: {
          command: 'vite build --config apps/web/vite.config.ts --configLoader runner',
          env: { BRAND: id },
        },
      },
      serve: {
        executor: 'nx:run-commands',
        continuous: true,
        options: {
          command: 'vite --config apps/web/vite.config.ts --configLoader runner',
          env: { BRAND: id },
        },
      },
    },
  };
}
