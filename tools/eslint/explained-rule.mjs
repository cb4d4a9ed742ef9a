// Third-party lint rules word their errors as what is wrong ("Dependency cycle detected");
// ours also say why the rule exists, so whoever meets the error learns the design instead of
// hunting for it. `explained` wraps a rule: every error it reports keeps the original text and
// ends with the reason that `why(report)` gives. The rule's id, options and behaviour are
// unchanged, so `import-x/no-cycle` stays `import-x/no-cycle` in output and in eslint-disable comments.

/**
 * @param {import('eslint').Rule.RuleModule} rule
 * @param {(report: { messageId?: string, data?: Record<string, unknown> }) => string | undefined} why
 */
export function explained(rule, why) {
  return {
    ...rule,
    create(context) {
      const report = (descriptor) => {
        const template = descriptor.message ?? rule.meta?.messages?.[descriptor.messageId] ?? '';
        const reason = why(descriptor);
        const { messageId: _id, message: _text, ...rest } = descriptor;
        // ESLint fills the template's {{ placeholders }} from `data`, as it would for the messageId.
        context.report({ ...rest, message: template + (reason ? `\nWhy: ${reason}` : '') });
      };
      // The context is frozen: a child object that answers `report` itself and inherits the rest.
      return rule.create(Object.create(context, { report: { value: report } }));
    },
  };
}

/** A copy of `plugin` whose named rules are wrapped by `explained` (same plugin name, same rule ids). */
export function withExplainedRules(plugin, reasons) {
  const rules = { ...plugin.rules };
  for (const [name, why] of Object.entries(reasons)) {
    if (!rules[name]) throw new Error(`explained: the plugin has no rule "${name}"`);
    rules[name] = explained(rules[name], why);
  }
  return { ...plugin, rules };
}
