import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { ItSolution } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadItSolutionFile } from './itSolutions.queries.ts';

/** What a solution holds: the answer, the code in a monospace block, the link and the attached file. */
export function SolutionContent({ solution }: { solution: ItSolution }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadItSolutionFile(solution);
    } catch {
      // The api client has already shown the server's reason.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap="sm">
      {solution.text ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('itSolutions.form.text')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {solution.text}
          </Text>
        </Stack>
      ) : null}
      {solution.code ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('itSolutions.form.code')}
          </Text>
          <Code block>{solution.code}</Code>
        </Stack>
      ) : null}
      <Group gap="sm">
        {solution.link ? (
          <Anchor href={solution.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
            <Group gap={4}>
              <IconExternalLink size={16} aria-hidden />
              {t('itSolutions.view.openLink')}
            </Group>
          </Anchor>
        ) : null}
        {solution.file_name ? (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={loading}
            onClick={() => void download()}
            aria-label={t('itSolutions.view.download', { name: solution.file_name })}
          >
            {solution.file_name}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
