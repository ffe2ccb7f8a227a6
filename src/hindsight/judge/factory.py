"""Build the configured judge."""

from __future__ import annotations

from hindsight.config import Settings
from hindsight.judge.base import Judge
from hindsight.judge.rules import RulesJudge
from hindsight.policy import Calibration


def make_judge(settings: Settings, calibration: Calibration) -> Judge:
    use_llm = settings.judge == "llm" or (settings.judge == "auto" and settings.llm_base_url)
    if use_llm:
        if not settings.llm_base_url:
            raise ValueError("HINDSIGHT_JUDGE=llm needs HINDSIGHT_LLM_BASE_URL")
        from hindsight.judge.llm import LLMJudge
        from hindsight.llm.openai import OpenAIChat

        client = OpenAIChat(
            settings.llm_base_url,
            settings.llm_model,
            api_key=settings.llm_api_key,
            timeout_s=settings.llm_timeout_s,
            retries=settings.llm_max_retries,
        )
        return LLMJudge(client, batch_size=settings.judge_batch_size)
    return RulesJudge(calibration)
